import Foundation
import KinemaUI

extension ViewHost {
    /// The current frame as a standalone SVG document.
    ///
    /// ```swift
    /// let host = ViewHost(Avatar(pet: cat))
    /// host.tap(at: CGPoint(x: 200, y: 200))
    /// host.advance(by: 0.1)
    /// try host.svg().write(toFile: "frame.svg", atomically: true, encoding: .utf8)
    /// ```
    public func svg(precision: Int = 2, background: Color? = .white, images: [String: Data] = [:]) -> String {
        SVGRenderer(precision: precision).render(displayList, size: size, background: background, images: images)
    }
}
