import Foundation
import Kinema
import Testing

// String literals passed to Text become LocalizedStringKeys, whose interpolations format their
// values as SwiftUI does: integers with %lld, floating point with %lf (so 2.5 shows as 2.500000),
// explicit specifiers with String(format:), format styles with their own `format(_:)`.

@Suite("Text interpolation")
struct TextInterpolationTests {
    private func string(_ text: Text) -> String {
        text.layout.string
    }

    @Test func literalsChooseTheLocalizedStringKeyInitializer() {
        // A literal is a key; a String variable is shown verbatim. Both show the same characters.
        let key: LocalizedStringKey = "Hello"
        #expect(string(Text(key)) == "Hello")
        let name = "Kinema"
        #expect(string(Text(name)) == "Kinema")
        #expect(string(Text(name[...])) == "Kinema")                 // any StringProtocol
        #expect(string(Text(verbatim: "a \(1)")) == "a 1")
        #expect(Text("Hello") == Text(verbatim: "Hello"))
    }

    @Test func integersAndFloatingPointUseSwiftUIsSpecifiers() {
        let count = 3
        #expect(string(Text("Count: \(count)")) == "Count: 3")
        #expect(string(Text("\(Int64(-7)) \(UInt8(255)) \(Int32(12))")) == "-7 255 12")
        #expect(string(Text("\(2.5)")) == "2.500000")
        #expect(string(Text("\(Float(0.25))")) == "0.250000")
        #expect(string(Text("\(CGFloat(1))")) == "1.000000")
    }

    @Test func specifiersFormatLikeStringFormat() {
        let value = 3.14159
        #expect(string(Text("\(value, specifier: "%.1f")")) == "3.1")
        #expect(string(Text("π ≈ \(value, specifier: "%.3f")!")) == "π ≈ 3.142!")
        #expect(string(Text("\(255, specifier: "%x")")) == "ff")
        #expect(string(Text("\(7, specifier: "%03d")")) == "007")
    }

    @Test func formatStylesFormatTheirInput() {
        let locale = Locale(identifier: "en_US")
        #expect(string(Text("\(1234.5, format: .number.locale(locale))")) == "1,234.5")
        #expect(string(Text("\(0.25, format: .percent.locale(locale))")) == "25%")
        #expect(string(Text("Total: \(42, format: .number)")) == "Total: " + 42.formatted(.number))
        // Text(_:format:) formats the same way.
        #expect(string(Text(1234, format: .number.locale(locale))) == "1,234")
        #expect(string(Text(0.5, format: .percent.locale(locale))) == "50%")
        #expect(string(Text(9.99, format: .currency(code: "USD").locale(locale))) == "$9.99")
    }

    @Test func datesFormatInTheirStyle() {
        let date = Date(timeIntervalSince1970: 1_000_000)
        #expect(string(Text(date, style: .date)) == date.formatted(Date.FormatStyle(date: .long, time: .omitted)))
        #expect(string(Text(date, style: .time)) == date.formatted(Date.FormatStyle(date: .omitted, time: .shortened)))
        #expect(string(Text("At \(date, style: .time)")) == "At " + date.formatted(Date.FormatStyle(date: .omitted, time: .shortened)))
        #expect(string(Text(date, format: Date.FormatStyle(date: .numeric, time: .omitted)))
            == date.formatted(Date.FormatStyle(date: .numeric, time: .omitted)))
        #expect(!string(Text("\(date)")).isEmpty)
    }

    @Test func relativeDateStylesCountFromNow() {
        let now = Date(timeIntervalSince1970: 0)
        let later = now.addingTimeInterval(2 * 3600 + 23 * 60 + 5)
        #expect(Text.DateStyle.relative.format(later, now: now) == "2 hours, 23 minutes")
        #expect(Text.DateStyle.offset.format(later, now: now) == "+2 hours")
        #expect(Text.DateStyle.offset.format(now, now: later) == "-2 hours")
        #expect(Text.DateStyle.timer.format(later, now: now) == "2:23:05")
        #expect(Text.DateStyle.timer.format(now.addingTimeInterval(152), now: now) == "2:32")
        #expect(Text.DateStyle.relative.format(now.addingTimeInterval(1), now: now) == "1 second")
        #expect(Text.DateStyle.relative.format(now, now: now) == "0 seconds")
    }

    @Test func foundationValuesUseTheirDescriptionOrFormatter() {
        let url = URL(string: "https://example.org")!
        #expect(string(Text("Open \(url)")) == "Open https://example.org")
        let formatter = NumberFormatter()
        formatter.numberStyle = .percent
        formatter.locale = Locale(identifier: "en_US")
        #expect(string(Text("\(NSNumber(value: 0.5), formatter: formatter)")) == "50%")
        #expect(string(Text(NSNumber(value: 0.25), formatter: formatter)) == "25%")
        #expect(string(Text(AttributedString("plain"))) == "plain")
        #expect(string(Text("A \(AttributedString("b"))")) == "A b")
    }

    @Test func interpolatedTextKeepsItsStyle() {
        let layout = Text("Tap \(Text("here").bold()) to start").layout
        #expect(layout.string == "Tap here to start")
        #expect(layout.runs.map(\.string) == ["Tap ", "here", " to start"])
        #expect(layout.runs.map(\.font.face) == [.sans, .sansBold, .sans])
        // An outer modifier styles every part that has not set that style.
        let red = Text("a \(Text("b").foregroundColor(.blue)) c").foregroundColor(.red).layout
        #expect(red.runs.map(\.color) == [.red, .blue, .red])
    }

    @Test func theKeyIsEquatableAndBuildsFromStrings() {
        #expect(LocalizedStringKey("x") == "x")
        let interpolated: LocalizedStringKey = "n = \(5)"
        #expect(interpolated == LocalizedStringKey("n = 5"))
        #expect(LocalizedStringKey("a") != "b")
    }

    @Test func contentTransitionsAreValues() {
        #expect(ContentTransition.numericText() == .numericText(countsDown: false))
        #expect(ContentTransition.numericText(countsDown: true) != .numericText())
        #expect(ContentTransition.numericText(value: 3) == .numericText(value: 3))
        #expect(ContentTransition.identity != .opacity && ContentTransition.opacity != .interpolate)
        let transitions: Set<ContentTransition> = [.identity, .opacity, .interpolate, .numericText(), .numericText(value: 1)]
        #expect(transitions.count == 5)
    }
}

@Suite("Text timers")
struct TextTimerTests {
    private let start = Date(timeIntervalSince1970: 1000)

    @Test func timersCountDownOrUpWithinTheirInterval() {
        let interval = start...start.addingTimeInterval(12 * 60)
        #expect(Text.timerText(interval, now: start, pauseTime: nil, countsDown: true, showsHours: true) == "12:00")
        #expect(Text.timerText(interval, now: start.addingTimeInterval(150), pauseTime: nil, countsDown: true, showsHours: true) == "9:30")
        #expect(Text.timerText(interval, now: start.addingTimeInterval(150), pauseTime: nil, countsDown: false, showsHours: true) == "2:30")
        // Before the interval, at its start; after it, at its end; paused, at the pause.
        #expect(Text.timerText(interval, now: start.addingTimeInterval(-50), pauseTime: nil, countsDown: true, showsHours: true) == "12:00")
        #expect(Text.timerText(interval, now: start.addingTimeInterval(5000), pauseTime: nil, countsDown: true, showsHours: true) == "0:00")
        #expect(Text.timerText(interval, now: start.addingTimeInterval(300), pauseTime: start.addingTimeInterval(60),
                               countsDown: true, showsHours: true) == "11:00")
    }

    @Test func hoursShowOnlyWhenAsked() {
        let interval = start...start.addingTimeInterval(3723)
        #expect(Text.timerText(interval, now: start, pauseTime: nil, countsDown: true, showsHours: true) == "1:02:03")
        #expect(Text.timerText(interval, now: start, pauseTime: nil, countsDown: true, showsHours: false) == "62:03")
    }

    @Test func theInitialisersCompile() {
        let interval = Date.now...Date(timeInterval: 60, since: .now)
        #expect(!Text(timerInterval: interval).layout.string.isEmpty)
        #expect(!Text("Left: \(timerInterval: interval, countsDown: false)").layout.string.isEmpty)
    }
}
