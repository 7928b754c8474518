import Foundation
import Kinema
import Testing

// `DatePicker` in iOS's compact style: the label at the leading edge and, at the trailing edge, the
// date ("Dec 1, 2026") and the time ("10:48 AM") each in a rounded capsule of the tertiary system
// fill, formatted with the environment's locale, calendar and time zone. A date outside the range
// given is shown clamped into it; drawing never writes the binding.
//
// The expected strings are Foundation's `Date.FormatStyle` in en_US (abbreviated month, day and
// year; hour and minute): ICU separates the time from "AM"/"PM" with a narrow no-break space,
// U+202F.

private let utc = TimeZone(identifier: "UTC")!
/// 2026-12-01 10:48:00 UTC: 20 788 days after 1970-01-01, plus 10 h 48 min.
private let due = Date(timeIntervalSince1970: 20_788 * 86_400 + 10 * 3_600 + 48 * 60)
private let day: TimeInterval = 86_400
private let tertiarySystemFill = Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12)

/// A form row an app writes: a due date that can be moved a day on.
private struct DueDateRow: View {
    @State var due: Date
    var range: ClosedRange<Date>?

    var body: some View {
        VStack {
            if let range {
                DatePicker("Due", selection: $due, in: range)
            } else {
                DatePicker("Due", selection: $due)
            }
            Button("Postpone") { due += day }
            Text(verbatim: "stored=\(Int(due.timeIntervalSince1970))")
        }
        .environment(\.timeZone, utc)
    }
}

@MainActor
@Suite("DatePicker")
struct DatePickerTests {
    private static func texts<V: View>(_ view: V) -> [String] {
        Fidelity.texts(ViewHost(view.environment(\.timeZone, utc)))
    }

    /// The colour a filled shape or path item paints with.
    private static func fill(of item: DisplayList.Item) -> Color? {
        switch item.content {
        case .shape(_, let fill): fill
        case .path(_, .fill(let fill, _)): fill
        default: nil
        }
    }

    /// The capsule behind a text item: the filled item drawn just before it that encloses it.
    private static func capsule(behind text: DisplayList.Item, in items: [DisplayList.Item]) -> DisplayList.Item? {
        guard let index = items.firstIndex(of: text) else { return nil }
        return items[..<index].last { fill(of: $0) != nil && $0.frame.contains(text.frame) }
    }

    @Test func theLabelLeadsAndTheDateAndTimeTrailInCapsules() throws {
        let host = ViewHost(DatePicker("Due", selection: .constant(due)).environment(\.timeZone, utc))
        #expect(Fidelity.texts(host) == ["Due", "Dec 1, 2026", "10:48\u{202F}AM"])
        let items = host.displayList.items
        let label = try #require(Fidelity.item(host, text: "Due"))
        let date = try #require(Fidelity.item(host, text: "Dec 1"))
        let time = try #require(Fidelity.item(host, text: "10:48"))
        let dateCapsule = try #require(Self.capsule(behind: date, in: items))
        let timeCapsule = try #require(Self.capsule(behind: time, in: items))
        #expect(label.frame.minX == 0)
        #expect(timeCapsule.frame.maxX == 400, "the capsules sit at the trailing edge")
        #expect(dateCapsule.frame.maxX < timeCapsule.frame.minX, "the date, then the time")
        #expect(label.frame.maxX < dateCapsule.frame.minX)
        for (text, capsule) in [(date, dateCapsule), (time, timeCapsule)] {
            #expect(Self.fill(of: capsule) == tertiarySystemFill)
            #expect(capsule.frame.width > text.frame.width && capsule.frame.height > text.frame.height)
            #expect(abs(capsule.frame.midX - text.frame.midX) < 1e-9, "the text is centred in its capsule")
            #expect(abs(capsule.frame.midY - text.frame.midY) < 1e-9)
            #expect(abs(capsule.frame.midY - label.frame.midY) < 1e-9, "one row")
        }
    }

    @Test func displayedComponentsChooseTheCapsules() {
        #expect(Self.texts(DatePicker("Due", selection: .constant(due), displayedComponents: .date)) == ["Due", "Dec 1, 2026"])
        #expect(Self.texts(DatePicker("Alarm", selection: .constant(due), displayedComponents: .hourAndMinute))
            == ["Alarm", "10:48\u{202F}AM"])
        #expect(Self.texts(DatePicker("Lap", selection: .constant(due + 7), displayedComponents: .hourMinuteAndSecond))
            == ["Lap", "10:48:07\u{202F}AM"])
        #expect(Self.texts(DatePicker("Due", selection: .constant(due), displayedComponents: [.date, .hourAndMinute]))
            == ["Due", "Dec 1, 2026", "10:48\u{202F}AM"])
        // Midnight is 12 AM in a 12-hour locale.
        #expect(Self.texts(DatePicker("Epoch", selection: .constant(Date(timeIntervalSince1970: 0))))
            == ["Epoch", "Jan 1, 1970", "12:00\u{202F}AM"])
    }

    @Test func aDateOutsideTheRangeIsShownClamped() {
        let trip = (due + 2 * day)...(due + 5 * day)
        #expect(Self.texts(DatePicker("Day", selection: .constant(due), in: trip, displayedComponents: .date))
            == ["Day", "Dec 3, 2026"])
        #expect(Self.texts(DatePicker("Day", selection: .constant(due + 9 * day), in: trip, displayedComponents: .date))
            == ["Day", "Dec 6, 2026"])
        #expect(Self.texts(DatePicker("Day", selection: .constant(due + 3 * day), in: trip, displayedComponents: .date))
            == ["Day", "Dec 4, 2026"], "a date inside the range is shown as it is")
        // Partial ranges: on or after, on or before.
        #expect(Self.texts(DatePicker("Remind me", selection: .constant(due), in: (due + 30 * day)...))
            == ["Remind me", "Dec 31, 2026", "10:48\u{202F}AM"])
        #expect(Self.texts(DatePicker("Birthday", selection: .constant(due), in: ...(due - 1_800), displayedComponents: .hourAndMinute))
            == ["Birthday", "10:18\u{202F}AM"])
    }

    @Test func clampingDoesNotWriteTheBinding() {
        let stored = Int(due.timeIntervalSince1970)
        let host = ViewHost(DueDateRow(due: due, range: (due + day)...(due + 2 * day)))
        let texts = Fidelity.texts(host)
        #expect(texts.contains("Dec 2, 2026"))
        #expect(texts.contains("stored=\(stored)"), "the selection keeps the date outside the range")
    }

    @Test func aChangedSelectionIsShown() {
        let host = ViewHost(DueDateRow(due: due))
        #expect(Fidelity.texts(host).contains("Dec 1, 2026"))
        Fidelity.tap(host, text: "Postpone")
        let texts = Fidelity.texts(host)
        #expect(texts.contains("Dec 2, 2026"))
        #expect(texts.contains("10:48\u{202F}AM"))
        #expect(!texts.contains("Dec 1, 2026"))
    }

    @Test func theEnvironmentsTimeZoneAndLocaleFormatTheText() {
        let picker = DatePicker("Due", selection: .constant(due))
        let tokyo = ViewHost(picker.environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!))
        #expect(Fidelity.texts(tokyo) == ["Due", "Dec 1, 2026", "7:48\u{202F}PM"], "UTC+9")
        let german = ViewHost(picker.environment(\.timeZone, utc).environment(\.locale, Locale(identifier: "de_DE")))
        #expect(Fidelity.texts(german) == ["Due", "1. Dez. 2026", "10:48"], "German order and a 24-hour clock")
    }

    @Test func hiddenLabelsLeaveTheCapsules() {
        #expect(Self.texts(DatePicker("Due", selection: .constant(due)).labelsHidden()) == ["Dec 1, 2026", "10:48\u{202F}AM"])
    }

    @Test func aLabelViewAndTheOtherInitialisers() {
        let view = VStack {
            DatePicker(selection: .constant(due), displayedComponents: .date) { Label("Start", systemImage: "calendar") }
            DatePicker(selection: .constant(due), in: due..., displayedComponents: .date) { Text("From") }
            DatePicker(selection: .constant(due), in: ...due, displayedComponents: .date) { Text("Until") }
            DatePicker(selection: .constant(due), in: due...due, displayedComponents: .date) { Text("On") }
        }
        #expect(Self.texts(view) == [
            "Start", "Dec 1, 2026", "From", "Dec 1, 2026", "Until", "Dec 1, 2026", "On", "Dec 1, 2026",
        ])
        let title = "Deadline"
        #expect(Self.texts(DatePicker(title, selection: .constant(due), displayedComponents: .date)) == ["Deadline", "Dec 1, 2026"])
    }

    @Test func everyStyleDrawsTheCompactPicker() {
        let plain = ViewHost(DatePicker("Due", selection: .constant(due)).environment(\.timeZone, utc)).displayList.items
        #expect(!plain.isEmpty)
        for styled in [
            AnyView(DatePicker("Due", selection: .constant(due)).datePickerStyle(.graphical)),
            AnyView(DatePicker("Due", selection: .constant(due)).datePickerStyle(.wheel)),
            AnyView(DatePicker("Due", selection: .constant(due)).datePickerStyle(.compact)),
            AnyView(DatePicker("Due", selection: .constant(due)).datePickerStyle(.automatic)),
        ] {
            let items = ViewHost(styled.environment(\.timeZone, utc)).displayList.items
            #expect(items.map(\.content) == plain.map(\.content))
            #expect(items.map(\.frame) == plain.map(\.frame))
        }
    }
}
