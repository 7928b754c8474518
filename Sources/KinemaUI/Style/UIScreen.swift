import Foundation

#if !canImport(UIKit)
/// UIKit's screen, as SwiftUI code on iOS reaches for it: `UIScreen.main.bounds.width * 0.8`.
///
/// ```swift
/// Card().frame(width: UIScreen.main.bounds.width - 40)
/// ```
///
/// Kinema has no UIKit and no screen; the host is the screen. While a host brings its views up to
/// date, ``bounds`` is that host's rectangle, so a layout computed from the screen fits the host;
/// outside any update it is an iPhone's 393 × 852 points. It only exists where UIKit does not: on
/// Apple platforms with UIKit, UIKit's own type is used.
@MainActor
public final class UIScreen {
    /// The screen, as code written for iOS asks for it.
    public static let main = UIScreen()

    /// The size of the host that is updating, when one is.
    static var hostSize: CGSize?

    private init() {}

    /// The bounding rectangle of the screen, in points: the updating host's, else 393 × 852.
    public var bounds: CGRect {
        CGRect(origin: .zero, size: Self.hostSize ?? CGSize(width: 393, height: 852))
    }

    /// The natural scale factor of the screen (3, an iPhone's).
    public var scale: CGFloat { 3 }

    /// The bounding rectangle of the physical screen, in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
}
#endif
