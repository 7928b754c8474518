import Foundation
import Kinema
import Testing

// Each test uses names of its own: tests run in parallel and share the one registry.
@Suite("Color: named colours")
struct ColorRegistryTests {
    @Test func aRegisteredNameGivesItsColour() {
        let aqua = Color(red: 0.4627, green: 0.8392, blue: 1)
        Color.register(aqua, named: "RegistryTests.Aqua")
        #expect(Color("RegistryTests.Aqua") == aqua)
        #expect(Color("RegistryTests.Aqua", bundle: nil) == aqua)
        #expect(Color.registered(named: "RegistryTests.Aqua") == aqua)
    }

    @Test func anUnknownNameGivesOpaqueMagenta() {
        #expect(Color("RegistryTests.Nobody") == Color(red: 1, green: 0, blue: 1))
        #expect(Color("RegistryTests.Nobody") == Color.unknownNamePlaceholder)
        #expect(Color("") == Color.unknownNamePlaceholder)
        #expect(Color.registered(named: "RegistryTests.Nobody") == nil)
    }

    @Test func namesAreCaseSensitive() {
        Color.register(.orange, named: "RegistryTests.Case")
        #expect(Color("RegistryTests.Case") == .orange)
        #expect(Color("registrytests.case") == Color.unknownNamePlaceholder)
    }

    @Test func registeringAgainReplacesButKeepsColoursAlreadyMade() {
        Color.register(.red, named: "RegistryTests.Replace")
        let before = Color("RegistryTests.Replace")
        Color.register(.green, named: "RegistryTests.Replace")
        #expect(before == .red)
        #expect(Color("RegistryTests.Replace") == .green)
    }

    @Test func unregisteringFallsBackToThePlaceholder() {
        Color.register(.teal, named: "RegistryTests.Gone")
        Color.unregister(named: "RegistryTests.Gone")
        #expect(Color("RegistryTests.Gone") == Color.unknownNamePlaceholder)
        Color.unregister(named: "RegistryTests.NeverThere")   // no effect, no crash
    }

    @Test func registrationFromManyTasksAtOnceLosesNothing() async {
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<200 {
                group.addTask {
                    Color.register(Color(white: Double(index) / 200), named: "RegistryTests.Many.\(index)")
                    _ = Color("RegistryTests.Many.\((index * 7) % 200)")
                }
            }
        }
        for index in 0..<200 {
            #expect(Color("RegistryTests.Many.\(index)") == Color(white: Double(index) / 200))
        }
    }
}
