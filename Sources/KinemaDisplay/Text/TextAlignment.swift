import Foundation

/// An alignment position for text along the horizontal axis: how the lines of a multiline text
/// line up with one another.
///
/// ```swift
/// Text("Two\nlines").multilineTextAlignment(.center)
/// ```
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    /// Lines start at the leading (left) edge.
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the trailing (right) edge.
    case trailing

    /// Where a line `lineWidth` wide starts in a box `width` wide.
    func offset(lineWidth: CGFloat, in width: CGFloat) -> CGFloat {
        switch self {
        case .leading: 0
        case .center: (width - lineWidth) / 2
        case .trailing: width - lineWidth
        }
    }
}

extension TextAlignment: Codable {
    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        switch name {
        case "leading": self = .leading
        case "center": self = .center
        case "trailing": self = .trailing
        default:
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath, debugDescription: "unknown text alignment \(name)"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .leading: try container.encode("leading")
        case .center: try container.encode("center")
        case .trailing: try container.encode("trailing")
        }
    }
}
