import Foundation

extension Animation {
    /// Delays the start of the animation by `delay` seconds; until then the value rests at its start.
    ///
    /// ```swift
    /// withAnimation(.easeIn.delay(0.2)) { opacity = 1 }
    /// ```
    /// - Parameter delay: Seconds; NaN and negative delays read as 0.
    public func delay(_ delay: TimeInterval) -> Animation {
        Animation(DelayAnimation(base: self, delay: delay))
    }

    /// Changes the speed of the animation: 2 plays twice as fast, 0.5 half as fast.
    ///
    /// ```swift
    /// Animation.linear(duration: 1).speed(2) // finishes after 0.5 s
    /// ```
    /// - Parameter speed: A positive, finite factor. Zero, negative, infinite and NaN speeds make
    ///   an animation that finishes at once.
    public func speed(_ speed: Double) -> Animation {
        // Speeds of speeds multiply: the chain stays one level deep however long it is written
        // (100,000 chained `.speed(1)` would otherwise recurse that deep on every frame). An
        // unplayable factor on either level finishes at once, as the nested pair would.
        if case .custom(let box) = storage, let inner = box.base as? SpeedAnimation {
            let playable = inner.speed.isFinite && inner.speed > 0 && speed.isFinite && speed > 0
            return Animation(SpeedAnimation(base: inner.base, speed: playable ? inner.speed * speed : 0))
        }
        return Animation(SpeedAnimation(base: self, speed: speed))
    }

    /// Repeats the animation `repeatCount` times.
    ///
    /// With `autoreverses`, every other pass plays backward: `repeatCount(3, autoreverses: true)`
    /// plays forward, back, forward.
    ///
    /// ```swift
    /// Animation.easeInOut(duration: 0.5).repeatCount(3, autoreverses: true)
    /// ```
    /// - Parameters:
    ///   - repeatCount: The number of passes; 0 and negative counts finish at once, and very large
    ///     counts (up to `Int.max`) simply run for that long.
    ///   - autoreverses: Whether every other pass runs backward; defaults to `true`.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(base: self, repeatCount: repeatCount, autoreverses: autoreverses))
    }

    /// Repeats the animation for as long as the value it animates stays put.
    ///
    /// ```swift
    /// Animation.linear(duration: 1).repeatForever(autoreverses: false)
    /// ```
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(base: self, repeatCount: nil, autoreverses: autoreverses))
    }

    /// Reports the animation logically complete after `duration` seconds, if it has not already
    /// said so; it goes on running until its base finishes.
    ///
    /// ```swift
    /// Animation.bouncy.logicallyComplete(after: 0.2)
    /// ```
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        Animation(LogicallyCompleteAnimation(base: self, duration: duration))
    }
}
