import Foundation
import KinemaCore
import KinemaDisplay
import KinemaGraph
import KinemaRender
import KinemaUI

/// Two gallery scenes that teach by contrast, shown side by side on one page: played on one
/// clock, with their charts overlaid.
///
/// ```swift
/// let comparison = Gallery.comparisons[0]      // podium, straight lines vs arcs
/// comparison.scenes.map(\.name)                // ["podium", "podium-animatable"]
/// ```
public struct GalleryComparison: Sendable {
    /// The page's name (`compare-podium.html`).
    public let name: String
    /// A human title.
    public let title: String
    /// What to look for.
    public let explanation: String
    /// The scenes compared, left to right, with the label each gets.
    public let entries: [(label: String, scene: GalleryScene)]

    /// The scenes compared, left to right.
    public var scenes: [GalleryScene] { entries.map(\.scene) }

    init(_ name: String, _ title: String, _ explanation: String, _ entries: [(String, String)]) {
        self.name = name
        self.title = title
        self.explanation = explanation
        self.entries = entries.map { label, scene in
            guard let found = Gallery.scene(named: scene) else { preconditionFailure("no gallery scene '\(scene)'") }
            return (label, found)
        }
    }

    /// The page's file name.
    public var fileName: String { "compare-\(name).html" }
}
