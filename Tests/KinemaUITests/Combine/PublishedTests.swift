import Foundation
import Kinema
import Testing

// Combine's documented behaviour of `ObservableObject` and `@Published`, without a host: the
// object's `objectWillChange` emits before the change, `$property` emits the current value on
// subscription and each new value in the property's `willSet` (before it is stored).

final class Contact: ObservableObject {
    @Published var name: String
    @Published var age: Int

    init(name: String, age: Int) {
        self.name = name
        self.age = age
    }

    func haveBirthday() -> Int {
        age += 1
        return age
    }
}

final class Weather {
    @Published var temperature: Double
    init(temperature: Double) { self.temperature = temperature }
}

class Vehicle: ObservableObject {
    @Published var speed = 0
}

final class Car: Vehicle {
    @Published var gear = 1
}

final class Thermostat: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    var target = 20 {
        willSet { objectWillChange.send() }
    }
}

@Suite("ObservableObject and @Published")
struct PublishedTests {
    /// The example of Combine's `ObservableObject` documentation: "24 will change", then 25.
    @Test func objectWillChangeEmitsBeforeTheChange() {
        let john = Contact(name: "John Appleseed", age: 24)
        var seen: [Int] = []
        let cancellable = john.objectWillChange.sink { _ in seen.append(john.age) }
        #expect(john.haveBirthday() == 25)
        #expect(seen == [24])
        cancellable.cancel()
    }

    /// The example of `Published`'s documentation: the current value, then the new one; inside
    /// the sink the property still reads the old value.
    @Test func theProjectedPublisherSendsTheCurrentValueThenEachNewOneBeforeItIsStored() {
        let weather = Weather(temperature: 20)
        var received: [Double] = []
        var storedWhenReceived: [Double] = []
        let cancellable = weather.$temperature.sink {
            received.append($0)
            storedWhenReceived.append(weather.temperature)
        }
        weather.temperature = 25
        #expect(received == [20, 25])
        #expect(storedWhenReceived == [20, 20])
        #expect(weather.temperature == 25)
        cancellable.cancel()
    }

    @Test func everyAssignmentPublishesEvenOfAnEqualValue() {
        let john = Contact(name: "John", age: 30)
        var count = 0
        let cancellable = john.objectWillChange.sink { count += 1 }
        john.age = 30
        john.name = "John"
        #expect(count == 2)
        cancellable.cancel()
    }

    @Test func oneObjectHasOnePublisherAcrossReads() {
        let john = Contact(name: "John", age: 30)
        #expect(john.objectWillChange === john.objectWillChange)
    }

    @Test func propertiesOfSuperclassesSendToTheSamePublisher() {
        let car = Car()
        var count = 0
        let cancellable = car.objectWillChange.sink { count += 1 }
        car.speed = 50
        car.gear = 2
        #expect(count == 2)
        cancellable.cancel()
    }

    @Test func aDeclaredPublisherIsTheObjectsOwn() {
        let thermostat = Thermostat()
        var count = 0
        let cancellable = thermostat.objectWillChange.sink { count += 1 }
        thermostat.target = 22
        #expect(count == 1)
        cancellable.cancel()
    }

    @Test func noNotificationsAfterCancelling() {
        let john = Contact(name: "John", age: 30)
        var count = 0
        let cancellable = john.$age.sink { _ in count += 1 }
        cancellable.cancel()
        john.age = 31
        #expect(count == 1)
    }

    @Test func assignToAPublishedPropertyAnnouncesEachValue() {
        let john = Contact(name: "John", age: 30)
        let ages = PassthroughSubject<Int, Never>()
        var changes = 0
        let cancellable = john.objectWillChange.sink { changes += 1 }
        ages.assign(to: &john.$age)
        ages.send(40)
        ages.send(41)
        #expect(john.age == 41)
        #expect(changes == 2)
        cancellable.cancel()
    }
}
