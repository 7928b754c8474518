import Foundation
import KinemaUI

/// What a recorder, or a scripted ``RecordingEvent``, needs of a host: the members of
/// ``ViewHost`` that do not depend on its root view's type.
///
/// ``ViewHost`` is generic over its root view, so code that handles hosts of different views (a
/// list of scenes, an event that taps whatever it is given) works with `any ViewHostProtocol`:
///
/// ```swift
/// let tapCentre = RecordingEvent(at: 0.5) { host in
///     host.tap(at: CGPoint(x: host.size.width / 2, y: host.size.height / 2))
/// }
/// ```
///
/// Every member behaves exactly as the ``ViewHost`` member of the same name.
@MainActor
public protocol ViewHostProtocol: AnyObject {
    /// The host's size, in points.
    var size: CGSize { get set }

    /// The host's virtual clock, in seconds.
    var time: TimeInterval { get }

    /// The drawing commands of the current frame.
    var displayList: DisplayList { get }

    /// Whether further frames would differ from the current one.
    var isAnimating: Bool { get }

    /// Moves the virtual clock forward by `duration`, producing each due frame.
    func advance(by duration: TimeInterval)

    /// Plays the host for `duration` seconds: frames, and the tasks its views started, on its clock.
    func play(for duration: TimeInterval) async

    /// Delivers a tap at `point` (host coordinates); returns whether a gesture handled it.
    @discardableResult
    func tap(at point: CGPoint) -> Bool

    /// Puts a finger down at `point` (``ViewHost/touchDown(at:)``), to move and lift later;
    /// `nil` when nothing there takes it.
    @discardableResult
    func touchDown(at point: CGPoint) -> HostTouch?

    /// Runs `body` as one event: state changes inside apply together when it returns.
    func perform(_ body: () -> Void)

    /// Types text into the focused text field (``ViewHost/type(_:)``).
    @discardableResult
    func type(_ text: String) -> Bool

    /// Presses a key for the focused text field (``ViewHost/pressKey(_:)``).
    @discardableResult
    func pressKey(_ key: KeyEquivalent) -> Bool

    /// Scrolls the scroll view under `point` by `delta` (``ViewHost/scroll(by:at:)``).
    @discardableResult
    func scroll(by delta: CGSize, at point: CGPoint?) -> Bool
}

extension ViewHostProtocol {
    /// A host with no gestures takes no touches.
    @discardableResult
    public func touchDown(at point: CGPoint) -> HostTouch? { nil }

    /// A host with no text fields takes no typing.
    @discardableResult
    public func type(_ text: String) -> Bool { false }

    /// A host with no text fields takes no keys.
    @discardableResult
    public func pressKey(_ key: KeyEquivalent) -> Bool { false }

    /// A host with no scroll views scrolls nothing.
    @discardableResult
    public func scroll(by delta: CGSize, at point: CGPoint?) -> Bool { false }
}

extension ViewHost: ViewHostProtocol {}
