import Foundation

extension DisplayList {
    /// A drop shadow behind an item's content, as `shadow(color:radius:x:y:)` describes it.
    ///
    /// ```swift
    /// let soft = DisplayList.Shadow(radius: 5)                        // 33 % black, no offset
    /// let lifted = DisplayList.Shadow(color: .black.opacity(0.5), radius: 10, x: 0, y: 4)
    /// ```
    ///
    /// All values are in host points, applied after the item's transform (see ``Item``).
    public struct Shadow: Hashable, Sendable, Codable {
        /// The shadow's colour.
        public var color: Color
        /// How far the shadow is blurred; a renderer blurs with a Gaussian of standard deviation
        /// `radius / 2`. Zero gives a hard-edged shadow.
        public var radius: CGFloat
        /// The horizontal offset of the shadow, in points; positive moves it right.
        public var x: CGFloat
        /// The vertical offset of the shadow, in points; positive moves it down.
        public var y: CGFloat

        /// Creates a shadow.
        ///
        /// ```swift
        /// let shadow = DisplayList.Shadow(radius: 8, y: 2)
        /// ```
        ///
        /// - Parameters:
        ///   - color: The colour; by default SwiftUI's: black at 33 % opacity.
        ///   - radius: The blur radius in points.
        ///   - x: The horizontal offset in points (default 0).
        ///   - y: The vertical offset in points (default 0).
        public init(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) {
            self.color = color
            self.radius = radius
            self.x = x
            self.y = y
        }
    }
}
