import Foundation

/// The sizes and colours Kinema draws controls with, in one place (the Controls article of the
/// documentation lists them).
///
/// Where UIKit's iOS metrics are well known they are used as they are: a switch is 51 × 31 with a
/// 27-point knob, a stepper 94 × 32, a segmented control 32 tall, an activity indicator 20 × 20
/// (37 × 37 large), a progress bar 4 tall. The rest — the padding of bordered buttons, the
/// slider's height — are Kinema's choices, close to iOS 17. Colours are the iOS light-mode system
/// fills (`UIColor.secondarySystemFill` and friends) as the Human Interface Guidelines give them.
enum ControlMetrics {
    // MARK: Colours

    /// `UIColor.systemFill`: (120, 120, 128) at 20 %. A slider's and a progress bar's empty track.
    static let systemFill = Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.2)
    /// `UIColor.secondarySystemFill`: (120, 120, 128) at 16 %. A switch's track when off.
    static let secondarySystemFill = Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.16)
    /// `UIColor.tertiarySystemFill`: (118, 118, 128) at 12 %. A segmented control's and a stepper's
    /// background, a disabled bordered button's.
    static let tertiarySystemFill = Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12)
    /// `UIColor.tertiaryLabel`: (60, 60, 67) at 30 %. Disabled labels.
    static let tertiaryLabel = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3)
    /// `UIColor.separator`: (60, 60, 67) at 29 %. The line between a stepper's halves.
    static let separator = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)
    /// The shadow under a switch's knob, a slider's thumb and a segmented control's selection.
    static let knobShadow = Color(red: 0, green: 0, blue: 0, opacity: 0.15)

    /// A switch's default tint: iOS switches are green, not the accent colour.
    static let switchTint = Color.green

    // MARK: Buttons

    /// A bordered button's background: its tint at this opacity.
    static let borderedFillOpacity = 0.15
    /// Opacity of a borderless or plain button while pressed (UIKit's system buttons fade to it).
    static let pressedOpacity = 0.2
    /// Opacity of a bordered or prominent button while pressed.
    static let pressedFilledOpacity = 0.7
    /// Opacity of a plain button while disabled (the other styles draw disabled labels grey).
    static let disabledPlainOpacity = 0.3

    /// A bordered button's padding around its label, and its default corner radius, by control size.
    static func borderedPadding(_ size: ControlSize) -> (horizontal: CGFloat, vertical: CGFloat, cornerRadius: CGFloat) {
        switch size {
        case .mini: (7, 2, 5)
        case .small: (10, 4, 6)
        case .regular: (12, 7, 8)
        case .large, .extraLarge: (20, 14, 12)
        }
    }

    /// The font a bordered button's label takes when nothing above sets one.
    static func borderedFont(_ size: ControlSize) -> Font {
        switch size {
        case .mini: .footnote
        case .small: .subheadline
        case .regular, .large, .extraLarge: .body
        }
    }

    // MARK: Switch

    /// A switch's size by control size: UISwitch's 51 × 31 at regular and above, scaled down below.
    static func switchSize(_ size: ControlSize) -> CGSize {
        switch size {
        case .mini: CGSize(width: 38, height: 23)
        case .small: CGSize(width: 44, height: 27)
        case .regular, .large, .extraLarge: CGSize(width: 51, height: 31)
        }
    }

    /// The gap between a switch's track and its knob (27 points across in a 31-point track).
    static let switchKnobInset: CGFloat = 2

    // MARK: Slider

    /// A slider's height: room for its thumb.
    static let sliderHeight: CGFloat = 28
    /// A slider's thumb diameter.
    static let sliderThumb: CGFloat = 28
    /// A slider's track thickness.
    static let sliderTrack: CGFloat = 4

    // MARK: Stepper

    /// UIStepper's size: two 47-point halves, 32 tall.
    static let stepperSize = CGSize(width: 94, height: 32)
    /// The corner radius of a stepper's background.
    static let stepperCornerRadius: CGFloat = 8

    // MARK: Segmented picker

    /// A segmented control's height.
    static let segmentedHeight: CGFloat = 32
    /// The corner radius of a segmented control, and of its selection (inset by `segmentInset`).
    static let segmentedCornerRadius: CGFloat = 9
    static let segmentInset: CGFloat = 2
    /// The padding around a segment's label that makes its ideal width.
    static let segmentLabelPadding: CGFloat = 12
    /// A segment's title font: 13-point text.
    static let segmentFont = Font.system(size: 13)

    // MARK: Progress

    /// A progress bar's thickness.
    static let progressBarHeight: CGFloat = 4
    /// An activity indicator's side by control size (UIActivityIndicatorView's medium and large).
    static func spinnerSide(_ size: ControlSize) -> CGFloat {
        switch size {
        case .mini, .small, .regular: 20
        case .large, .extraLarge: 37
        }
    }
    /// How long the spinner takes to turn once.
    static let spinnerPeriod: TimeInterval = 1
}
