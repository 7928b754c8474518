import Foundation

// The Symbols framework's effects, as SwiftUI code names them: `.bounce`, `.pulse.byLayer`,
// `.variableColor.iterative.reversing`, `.replace.downUp`. Each is a small value whose chained
// members pick a variant; ``View/symbolEffect(_:options:isActive:)`` and
// ``View/symbolEffect(_:options:value:)`` say when it runs. How Kinema draws each effect is in
// `SymbolEffectMotion`.

/// An effect that can be applied to a symbol-based image.
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.bounce, value: count)
/// ```
///
/// > Note: In Kinema an effect animates the whole modified view (the symbol's layers are not
/// > separate), and only the effects Kinema can draw simply move; see ``View/symbolEffect(_:options:value:)``.
public protocol SymbolEffect: Hashable, Sendable {}

/// A symbol effect that runs once each time a value changes (`symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// A symbol effect that runs for as long as it is active (`symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// A symbol effect that animates a symbol in or out of visibility (`Transition.symbolEffect`).
public protocol TransitionSymbolEffect: SymbolEffect {}

/// A symbol effect that replaces one symbol with another (`ContentTransition.symbolEffect`).
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// How an effect applies to a symbol's layers: Kinema draws every symbol as one layer.
enum SymbolEffectLayering: Hashable, Sendable {
    case automatic, byLayer, wholeSymbol
}

/// Up or down, for the effects that have a direction.
enum SymbolEffectDirection: Hashable, Sendable {
    case automatic, up, down
}

// MARK: - Bounce, pulse, variable colour

/// An animation that applies a transitory scaling effect, or bounce, to the layers in a
/// symbol-based image.
///
/// ```swift
/// Image(systemName: "arrow.down.circle").symbolEffect(.bounce.down, value: downloads)
/// ```
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var direction = SymbolEffectDirection.automatic
    var layering = SymbolEffectLayering.automatic

    /// The effect that bounces the symbol upward.
    public var up: BounceSymbolEffect { with { $0.direction = .up } }
    /// The effect that bounces the symbol downward.
    public var down: BounceSymbolEffect { with { $0.direction = .down } }
    /// The effect that animates each layer separately (Kinema: the whole symbol).
    public var byLayer: BounceSymbolEffect { with { $0.layering = .byLayer } }
    /// The effect that animates all layers together.
    public var wholeSymbol: BounceSymbolEffect { with { $0.layering = .wholeSymbol } }
}

/// An animation that fades the opacity of some or all layers in a symbol-based image.
///
/// ```swift
/// Image(systemName: "wifi").symbolEffect(.pulse, isActive: isConnecting)
/// ```
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var layering = SymbolEffectLayering.automatic

    /// The effect that animates each layer separately (Kinema: the whole symbol).
    public var byLayer: PulseSymbolEffect { with { $0.layering = .byLayer } }
    /// The effect that animates all layers together.
    public var wholeSymbol: PulseSymbolEffect { with { $0.layering = .wholeSymbol } }
}

/// An animation that replaces the opacity of variable layers in a symbol-based image in a
/// repeatable sequence.
///
/// ```swift
/// Image(systemName: "wifi").symbolEffect(.variableColor.iterative.reversing, isActive: searching)
/// ```
///
/// > Note: Kinema has no variable layers: the whole symbol's opacity cycles.
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var isCumulative = false
    var isReversing = false
    var inactiveLayers = 0

    /// The effect that enables one layer at a time, in sequence.
    public var iterative: VariableColorSymbolEffect { with { $0.isCumulative = false } }
    /// The effect that enables each layer in sequence and keeps it enabled.
    public var cumulative: VariableColorSymbolEffect { with { $0.isCumulative = true } }
    /// The effect that plays the sequence forward and then in reverse.
    public var reversing: VariableColorSymbolEffect { with { $0.isReversing = true } }
    /// The effect that plays the sequence forward only.
    public var nonReversing: VariableColorSymbolEffect { with { $0.isReversing = false } }
    /// The effect that hides inactive layers.
    public var hideInactiveLayers: VariableColorSymbolEffect { with { $0.inactiveLayers = 1 } }
    /// The effect that dims inactive layers.
    public var dimInactiveLayers: VariableColorSymbolEffect { with { $0.inactiveLayers = 2 } }
}

// MARK: - Scale, appear, disappear, replace

/// An effect that scales the layers in a symbol-based image, for as long as it is active.
///
/// ```swift
/// Image(systemName: "mic").symbolEffect(.scale.up, isActive: isRecording)
/// ```
public struct ScaleSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {
    var direction = SymbolEffectDirection.automatic
    var layering = SymbolEffectLayering.automatic

    /// The effect that scales the symbol up.
    public var up: ScaleSymbolEffect { with { $0.direction = .up } }
    /// The effect that scales the symbol down.
    public var down: ScaleSymbolEffect { with { $0.direction = .down } }
    /// The effect that animates each layer separately (Kinema: the whole symbol).
    public var byLayer: ScaleSymbolEffect { with { $0.layering = .byLayer } }
    /// The effect that animates all layers together.
    public var wholeSymbol: ScaleSymbolEffect { with { $0.layering = .wholeSymbol } }
}

/// An animation that makes the layers of a symbol-based image appear separately or as a whole.
///
/// ```swift
/// Image(systemName: "checkmark").symbolEffect(.appear, isActive: isDone)
/// ```
public struct AppearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {
    var direction = SymbolEffectDirection.automatic
    var layering = SymbolEffectLayering.automatic

    /// The effect that scales the symbol up as it appears.
    public var up: AppearSymbolEffect { with { $0.direction = .up } }
    /// The effect that scales the symbol down as it appears.
    public var down: AppearSymbolEffect { with { $0.direction = .down } }
    /// The effect that animates each layer separately (Kinema: the whole symbol).
    public var byLayer: AppearSymbolEffect { with { $0.layering = .byLayer } }
    /// The effect that animates all layers together.
    public var wholeSymbol: AppearSymbolEffect { with { $0.layering = .wholeSymbol } }
}

/// An animation that makes the layers of a symbol-based image disappear separately or as a
/// whole.
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.disappear, isActive: isMuted)
/// ```
public struct DisappearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {
    var direction = SymbolEffectDirection.automatic
    var layering = SymbolEffectLayering.automatic

    /// The effect that scales the symbol up as it disappears.
    public var up: DisappearSymbolEffect { with { $0.direction = .up } }
    /// The effect that scales the symbol down as it disappears.
    public var down: DisappearSymbolEffect { with { $0.direction = .down } }
    /// The effect that animates each layer separately (Kinema: the whole symbol).
    public var byLayer: DisappearSymbolEffect { with { $0.layering = .byLayer } }
    /// The effect that animates all layers together.
    public var wholeSymbol: DisappearSymbolEffect { with { $0.layering = .wholeSymbol } }
}

/// An animation that replaces the layers of one symbol-based image with those of another.
///
/// ```swift
/// Image(systemName: isPlaying ? "pause" : "play")
///     .contentTransition(.symbolEffect(.replace.downUp))
/// ```
///
/// > Note: Accepted: Kinema shows the new symbol at once.
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect {
    var style = 0
    var layering = SymbolEffectLayering.automatic

    /// The effect that scales the old symbol down and the new one up.
    public var downUp: ReplaceSymbolEffect { with { $0.style = 1 } }
    /// The effect that scales both symbols up.
    public var upUp: ReplaceSymbolEffect { with { $0.style = 2 } }
    /// The effect that hides the old symbol and scales the new one up.
    public var offUp: ReplaceSymbolEffect { with { $0.style = 3 } }
    /// The effect that animates each layer separately.
    public var byLayer: ReplaceSymbolEffect { with { $0.layering = .byLayer } }
    /// The effect that animates all layers together.
    public var wholeSymbol: ReplaceSymbolEffect { with { $0.layering = .wholeSymbol } }
}

/// The symbol effect that the system chooses for a transition or replacement.
///
/// ```swift
/// Image(systemName: name).contentTransition(.symbolEffect(.automatic))
/// ```
public struct AutomaticSymbolEffect: TransitionSymbolEffect, ContentTransitionSymbolEffect {}

// MARK: - Wiggle, rotate, breathe

/// An animation that moves a symbol-based image back and forth.
///
/// ```swift
/// Image(systemName: "bell").symbolEffect(.wiggle, value: notifications)
/// ```
public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var angle: Double = 15
    var layering = SymbolEffectLayering.automatic

    /// The effect that wiggles clockwise first.
    public var clockwise: WiggleSymbolEffect { with { $0.angle = 15 } }
    /// The effect that wiggles counterclockwise first.
    public var counterClockwise: WiggleSymbolEffect { with { $0.angle = -15 } }
    /// The effect that wiggles in the direction of reading first.
    public var forward: WiggleSymbolEffect { with { $0.angle = 15 } }
    /// The effect that wiggles against the direction of reading first.
    public var backward: WiggleSymbolEffect { with { $0.angle = -15 } }
    /// The effect that wiggles upward (Kinema: a rotation, as every wiggle).
    public var up: WiggleSymbolEffect { with { $0.angle = -15 } }
    /// The effect that wiggles downward.
    public var down: WiggleSymbolEffect { with { $0.angle = 15 } }
    /// The effect that wiggles to the left.
    public var left: WiggleSymbolEffect { with { $0.angle = -15 } }
    /// The effect that wiggles to the right.
    public var right: WiggleSymbolEffect { with { $0.angle = 15 } }
    /// The effect that animates each layer separately (Kinema: the whole symbol).
    public var byLayer: WiggleSymbolEffect { with { $0.layering = .byLayer } }
    /// The effect that animates all layers together.
    public var wholeSymbol: WiggleSymbolEffect { with { $0.layering = .wholeSymbol } }

    /// The effect that wiggles by `angle` (NaN and infinities read as 0: no wiggle).
    public func custom(angle: Angle) -> WiggleSymbolEffect {
        with { $0.angle = angle.degrees.isFinite ? angle.degrees : 0 }
    }
}

/// An animation that rotates a symbol-based image.
///
/// ```swift
/// Image(systemName: "arrow.clockwise").symbolEffect(.rotate, isActive: isRefreshing)
/// ```
public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var turns: Double = 1
    var layering = SymbolEffectLayering.automatic

    /// The effect that rotates clockwise.
    public var clockwise: RotateSymbolEffect { with { $0.turns = 1 } }
    /// The effect that rotates counterclockwise.
    public var counterClockwise: RotateSymbolEffect { with { $0.turns = -1 } }
    /// The effect that animates each layer separately (Kinema: the whole symbol).
    public var byLayer: RotateSymbolEffect { with { $0.layering = .byLayer } }
    /// The effect that animates all layers together.
    public var wholeSymbol: RotateSymbolEffect { with { $0.layering = .wholeSymbol } }
}

/// An animation that makes a symbol-based image grow and shrink gently, as if breathing.
///
/// ```swift
/// Image(systemName: "heart").symbolEffect(.breathe, isActive: isLive)
/// ```
public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var fades = false
    var layering = SymbolEffectLayering.automatic

    /// The effect that only scales.
    public var plain: BreatheSymbolEffect { with { $0.fades = false } }
    /// The effect that scales and fades.
    public var pulse: BreatheSymbolEffect { with { $0.fades = true } }
    /// The effect that animates each layer separately (Kinema: the whole symbol).
    public var byLayer: BreatheSymbolEffect { with { $0.layering = .byLayer } }
    /// The effect that animates all layers together.
    public var wholeSymbol: BreatheSymbolEffect { with { $0.layering = .wholeSymbol } }
}

// MARK: - Static members

extension SymbolEffect {
    /// A copy changed by `change`: every variant member is one line.
    fileprivate func with(_ change: (inout Self) -> Void) -> Self {
        var copy = self
        change(&copy)
        return copy
    }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// An animation that applies a transitory scaling effect, or bounce, to a symbol.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// An animation that fades the opacity of a symbol.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// An animation that replaces the opacity of a symbol's variable layers in sequence.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// An effect that scales a symbol while it is active.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    /// An animation that makes a symbol appear.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    /// An animation that makes a symbol disappear.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// An animation that replaces one symbol with another.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

extension SymbolEffect where Self == AutomaticSymbolEffect {
    /// The symbol effect that the system chooses.
    public static var automatic: AutomaticSymbolEffect { AutomaticSymbolEffect() }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
    /// An animation that moves a symbol back and forth.
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}

extension SymbolEffect where Self == RotateSymbolEffect {
    /// An animation that rotates a symbol.
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
    /// An animation that makes a symbol grow and shrink gently.
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}
