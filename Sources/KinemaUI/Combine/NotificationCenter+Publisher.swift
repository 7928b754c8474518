import Foundation

extension NotificationCenter {
    /// Returns a publisher that emits events when broadcasting notifications.
    ///
    /// ```swift
    /// Text("Hello")
    ///     .onReceive(NotificationCenter.default.publisher(for: .NSCalendarDayChanged)) { _ in
    ///         refresh()
    ///     }
    /// ```
    ///
    /// - Parameters:
    ///   - name: The name of the notification to publish.
    ///   - object: The object posting the named notification, or `nil` for any sender.
    /// - Returns: A publisher that emits events when broadcasting notifications.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// A publisher that emits elements when broadcasting notifications.
    ///
    /// Each subscriber observes the centre from when it subscribes until it cancels; a
    /// notification posted on another thread is delivered there, as Foundation posts it.
    public struct Publisher: OpenCombine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never

        /// The notification center this publisher uses as a source.
        public let center: NotificationCenter
        /// The name of notifications published by this publisher.
        public let name: Notification.Name
        /// The object posting the named notification.
        public let object: AnyObject?

        /// Creates a publisher that emits events when broadcasting notifications.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        /// Attaches `subscriber`, which receives the notifications posted from now on.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let subject = PassthroughSubject<Notification, Never>()
            let sendable = UncheckedSendable(subject)
            let center = self.center
            let token = UncheckedSendable(center.addObserver(forName: name, object: object, queue: nil) { notification in
                sendable.value.send(notification)
            })
            subject
                .handleEvents(receiveCancel: { center.removeObserver(token.value) })
                .receive(subscriber: subscriber)
        }
    }
}
