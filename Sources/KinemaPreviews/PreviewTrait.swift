import Foundation

/// Customizations that you can apply to a preview.
///
/// Pass traits to `#Preview`:
///
/// ```swift
/// #Preview(traits: .sizeThatFitsLayout) { Badge() }
/// #Preview("Card", traits: .fixedLayout(width: 300, height: 200), .landscapeLeft) { Card() }
/// ```
///
/// When several traits set the layout (or the orientation), the last one wins.
///
/// > Note: SwiftUI isolates this type to the main actor; Kinema's is a `Sendable` value that any
/// > code may create, which accepts everything SwiftUI's does.
public struct PreviewTrait<T>: Sendable {
    /// What the traits set, in order.
    let settings: [PreviewTraitSetting]

    init(_ setting: PreviewTraitSetting) {
        self.settings = [setting]
    }

    /// Convenience to compose multiple traits into a single trait.
    ///
    /// ```swift
    /// let card = PreviewTrait(.fixedLayout(width: 300, height: 200), .landscapeLeft)
    /// ```
    public init(_ traits: PreviewTrait<T>...) {
        self.settings = traits.flatMap(\.settings)
    }
}

/// One thing a trait sets.
enum PreviewTraitSetting: Sendable, Hashable {
    case layout(PreviewLayout)
    case orientation(InterfaceOrientation)
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// Center the preview in a container the size of the device on which the preview is running.
    ///
    /// This is the same as ``PreviewLayout/device``, and the default. Kinema's device is
    /// ``Preview/deviceSize``.
    public static var defaultLayout: PreviewTrait<Preview.ViewTraits> {
        PreviewTrait(.layout(.device))
    }

    /// Fit the container to the size of the preview when offered the size of the device that the
    /// preview is running on.
    ///
    /// This is the same as ``PreviewLayout/sizeThatFits``.
    public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> {
        PreviewTrait(.layout(.sizeThatFits))
    }

    /// Center the preview in a fixed size container with the given dimensions.
    ///
    /// This is the same as ``PreviewLayout/fixed(width:height:)``; each side is clamped to
    /// 1…8,192 points when the preview is recorded, and a NaN or infinite side is the device's.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(.layout(.fixed(width: width, height: height)))
    }

    /// The device is in portrait mode, with the top of the device on top (the default).
    public static var portrait: PreviewTrait<Preview.ViewTraits> {
        PreviewTrait(.orientation(.portrait))
    }

    /// The device is in portrait mode, but is upside down.
    public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> {
        PreviewTrait(.orientation(.portraitUpsideDown))
    }

    /// The device is in landscape mode, with the top of the device on the left.
    public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> {
        PreviewTrait(.orientation(.landscapeLeft))
    }

    /// The device is in landscape mode, with the top of the device on the right.
    public static var landscapeRight: PreviewTrait<Preview.ViewTraits> {
        PreviewTrait(.orientation(.landscapeRight))
    }
}

extension PreviewTrait {
    /// The layout the traits set, if any: the last one.
    var layout: PreviewLayout? {
        settings.reversed().lazy.compactMap { setting -> PreviewLayout? in
            if case .layout(let layout) = setting { layout } else { nil }
        }.first
    }
}
