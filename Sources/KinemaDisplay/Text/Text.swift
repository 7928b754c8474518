import Foundation

/// A view that displays one or more lines of read-only text.
///
/// ```swift
/// Text("Hello, \(name)!")
///     .font(.title)
///     .foregroundColor(.orange)
/// Text(score, format: .number).monospacedDigit()
/// Text("Bold").bold() + Text(" and ") + Text("italic").italic()
/// ```
///
/// Text is measured with real glyph advances (the DejaVu fonts' metrics, see ``Font``). Its
/// ``DisplayList/TextLayout`` sizes it as SwiftUI sizes a text: ideally one line per paragraph;
/// offered less width, it wraps at spaces and takes the width of its widest line; offered less
/// height, or given a line limit, it cuts its last line with "…".
///
/// > Note: For now the host lays every text out at its ideal size (and with the default font,
/// > alignment and line limit): wrapping to a proposal and environment values such as
/// > `font(_:)` set on an enclosing view are applied by layout and the environment as they
/// > arrive. The text's own modifiers apply already.
///
/// A text built by concatenation keeps each part's style: the display list gets one
/// ``DisplayList/TextRun`` per style. Modifiers applied to a concatenation style the parts that
/// have not set that style themselves, so the innermost modifier wins, as in SwiftUI.
public struct Text: Equatable, Sendable {
    /// The parts of the text, each with its own style.
    package var segments: [Segment] {
        get {
            switch parts {
            case .owned(let segments): segments
            case .shared(let buffer, let count): buffer.prefix(count)
            }
        }
        set { parts = .owned(newValue) }
    }

    /// A text's own array of parts, or (once concatenation made it long) the first `count` parts
    /// of a buffer that concatenation appends to, shared with the texts it was made from.
    private enum Parts: Sendable {
        case owned([Segment])
        case shared(SegmentBuffer, count: Int)
    }

    private var parts: Parts

    /// A string with the style its modifiers set.
    package struct Segment: Equatable, Sendable {
        package var string: String
        package var style = Style()

        package init(string: String, style: Style = Style()) {
            self.string = string
            self.style = style
        }
    }

    package init(segments: [Segment]) {
        parts = .owned(segments)
    }

    public static func == (lhs: Text, rhs: Text) -> Bool {
        if case .shared(let left, let leftCount) = lhs.parts, case .shared(let right, let rightCount) = rhs.parts,
           left === right, leftCount == rightCount {
            return true
        }
        return lhs.segments == rhs.segments
    }

    /// Concatenations shorter than this copy their parts (a text of a few runs, the common case,
    /// stays one plain array); longer ones share a buffer.
    static let sharingThreshold = 32

    /// This text followed by `other`'s parts. A long text that is the whole of its buffer has the
    /// parts appended to the buffer in place — the texts that share it see only their own first
    /// parts, which never change — so `text = text + Text(…)` in a loop is linear, as SwiftUI's
    /// concatenation is, instead of copying every part each time.
    func appending(_ other: Text) -> Text {
        let added = other.segments
        switch parts {
        case .shared(let buffer, let count):
            if let total = buffer.append(added, ifCountIs: count) {
                return Text(parts: .shared(buffer, count: total))
            }
        case .owned(let segments) where segments.count + added.count >= Self.sharingThreshold:
            let buffer = SegmentBuffer(segments + added)
            return Text(parts: .shared(buffer, count: segments.count + added.count))
        case .owned:
            break
        }
        return Text(segments: segments + added)
    }

    private init(parts: Parts) {
        self.parts = parts
    }

    /// Creates a text view that displays a string literal without localization.
    ///
    /// ```swift
    /// Text(verbatim: "pencil")   // never looked up in a strings table
    /// ```
    public init(verbatim content: String) {
        self.init(segments: [Segment(string: content)])
    }

    /// Creates a text view that displays a stored string without localization.
    ///
    /// ```swift
    /// let name = "Kinema"
    /// Text(name)
    /// ```
    ///
    /// String literals choose `init(_:tableName:bundle:comment:)` instead, as in SwiftUI, so
    /// that their interpolations are formatted.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.init(segments: [Segment(string: String(content))])
    }
}

/// The parts of one or more texts: each text shows the first so many. Only appended to, under a
/// lock, and only by a text that shows all of it, so what any text shows never changes.
final class SegmentBuffer: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Text.Segment]

    init(_ items: [Text.Segment]) {
        self.items = items
    }

    /// The first `count` parts (the whole array, shared, when that is all of them).
    func prefix(_ count: Int) -> [Text.Segment] {
        lock.withLock { count == items.count ? items : Array(items[0..<count]) }
    }

    /// Appends `added` when the buffer holds exactly `count` parts, returning the new count;
    /// `nil` when another text has appended since (the caller copies instead).
    func append(_ added: [Text.Segment], ifCountIs count: Int) -> Int? {
        lock.withLock {
            guard items.count == count else { return nil }
            items.append(contentsOf: added)
            return items.count
        }
    }
}
