import FlyingFox
import Foundation
import Synchronization

/// One live page's WebSocket as the server's code sees it: whole text messages in, text messages
/// out, the protocol's control frames answered underneath.
///
/// The way out is bounded: a page that stops reading holds at most ``capacity`` messages, and
/// ``LiveOutbound/send(_:)`` reports when one did not fit, so the frame loop skips frames instead
/// of queueing them. (FlyingFox's message handler forwards into an unbounded buffer, so this
/// works at the frame level.)
struct LiveSocket: WSHandler {
    /// Messages the way out holds before a send is refused.
    static let capacity = 8

    /// The longest text message a page may send; a longer one closes the socket with 1009
    /// ("message too big").
    let maximumMessageLength: Int
    /// The connection's work: reads `inbound` until it ends, writes through `outbound`.
    let run: @Sendable (_ inbound: AsyncStream<String>, _ outbound: LiveOutbound) async throws -> Void

    func makeFrames(for client: AsyncThrowingStream<WSFrame, any Error>) async throws -> AsyncStream<WSFrame> {
        let (frames, framesOut) = AsyncStream.makeStream(of: WSFrame.self, bufferingPolicy: .bufferingOldest(Self.capacity))
        // Messages the page sends are few (pointer events, controls); past 256 waiting, it is
        // sending faster than any page does, and the extra ones are dropped.
        let (messages, messagesIn) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingOldest(256))
        let outbound = LiveOutbound(framesOut)
        let limit = maximumMessageLength
        let work = run
        let task = Task {
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    await Self.read(client, into: messagesIn, answering: outbound, limit: limit)
                    messagesIn.finish()
                }
                group.addTask {
                    try? await work(messages, outbound)
                }
                // The work ends when its input does, or on its own (a refused page); the reader
                // ends when the page goes. Once either is done the connection is: closing the way
                // out ends FlyingFox's writer, which closes the socket and so ends the reader.
                await group.next()
                messagesIn.finish()
                outbound.close(code: .normalClosure)
                group.cancelAll()
            }
        }
        framesOut.onTermination = { _ in task.cancel() }
        return frames
    }

    /// Reads frames, joins fragments into messages, answers pings and ends at a close frame or a
    /// message over `limit`.
    private static func read(
        _ client: AsyncThrowingStream<WSFrame, any Error>, into messages: AsyncStream<String>.Continuation,
        answering outbound: LiveOutbound, limit: Int
    ) async {
        var pending = Data()
        var pendingIsText = false
        do {
            for try await frame in client {
                switch frame.opcode {
                case .text, .binary, .continuation:
                    if frame.opcode != .continuation {
                        pending = Data()
                        pendingIsText = frame.opcode == .text
                    }
                    pending.append(frame.payload)
                    guard pending.count <= limit else {
                        outbound.close(code: WSCloseCode(1009, reason: "message too big"))
                        return
                    }
                    if frame.fin {
                        // Binary messages are not part of the protocol; they are read and dropped.
                        if pendingIsText { messages.yield(String(decoding: pending, as: UTF8.self)) }
                        pending = Data()
                    }
                case .ping:
                    outbound.control(WSFrame(fin: true, opcode: .pong, mask: nil, payload: frame.payload))
                case .close:
                    return
                default:
                    continue
                }
            }
        } catch {
            // A broken frame or a dropped connection: the page is gone either way.
        }
    }
}

/// The sending side of a ``LiveSocket``.
final class LiveOutbound: Sendable {
    private let frames: AsyncStream<WSFrame>.Continuation
    private let closed = Atomic<Bool>(false)

    init(_ frames: AsyncStream<WSFrame>.Continuation) {
        self.frames = frames
    }

    /// Queues a text message. Returns false when the page is behind (the way out is full) and
    /// the message was dropped.
    ///
    /// - Throws: ``LiveSocketClosed`` once the connection has ended, so loops that send stop.
    @discardableResult
    func send(_ text: String) throws -> Bool {
        guard !closed.load(ordering: .relaxed) else { throw LiveSocketClosed() }
        switch frames.yield(WSFrame(fin: true, opcode: .text, mask: nil, payload: Data(text.utf8))) {
        case .enqueued: return true
        case .dropped: return false
        case .terminated: throw LiveSocketClosed()
        @unknown default: return false
        }
    }

    /// Queues a control frame (a pong).
    func control(_ frame: WSFrame) {
        guard !closed.load(ordering: .relaxed) else { return }
        frames.yield(frame)
    }

    /// Sends a close frame and ends the way out; later sends throw.
    func close(code: WSCloseCode) {
        guard !closed.exchange(true, ordering: .relaxed) else { return }
        frames.yield(.close(code: code))
        frames.finish()
    }
}

/// A send on a connection that has ended.
struct LiveSocketClosed: Error {}
