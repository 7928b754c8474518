import Foundation

extension ViewHost {
    /// Scrolls the scroll view at `point` (host coordinates; the first scroll view in the hierarchy
    /// when `nil`) by `delta` points of content, as a mouse wheel or a trackpad does: at once
    /// (under `withAnimation`, animated), never past the content's edges. Returns whether a scroll
    /// view was found.
    ///
    /// ```swift
    /// host.scroll(by: CGSize(width: 0, height: 300))   // the content moves up by 300 points
    /// ```
    ///
    /// The innermost scroll view around the point that scrolls along the delta's axis takes it.
    /// A non-finite delta does nothing and returns `false`.
    @discardableResult
    public func scroll(by delta: CGSize, at point: CGPoint? = nil) -> Bool {
        guard delta.width.isFinite, delta.height.isFinite else { return false }
        engine.flushIfNeeded()
        guard let controller = scrollState(at: point, along: delta)?.controller else { return false }
        perform {
            let current = controller.modelOffset
            controller.scroll(to: CGPoint(x: current.x + delta.width, y: current.y + delta.height))
        }
        return true
    }

    /// The scroll offset of the scroll view at `point` (the first one when `nil`): where its
    /// content is drawn now, in points from its resting position; `nil` when there is none.
    public func scrollOffset(at point: CGPoint? = nil) -> CGPoint? {
        engine.flushIfNeeded()
        return scrollState(at: point, along: nil)?.shownOffset
    }

    /// The layout state of the innermost scroll view around `point` that scrolls along `delta`'s
    /// axis (any axis when `nil`), or of the first scroll view when `point` is `nil`.
    private func scrollState(at point: CGPoint?, along delta: CGSize?) -> ScrollLayoutState? {
        func scrolls(_ state: ScrollLayoutState) -> Bool {
            guard let delta else { return true }
            return (delta.width != 0 && state.axes.contains(.horizontal)) || (delta.height != 0 && state.axes.contains(.vertical))
                || (delta.width == 0 && delta.height == 0)
        }
        guard let point else {
            guard let root = engine.root else { return nil }
            var stack = [root]
            while let node = stack.popLast() {
                if case .scroll(let state) = node.role, scrolls(state) { return state }
                stack.append(contentsOf: node.children.reversed())
            }
            return nil
        }
        var current = hitNode(at: point)?.node
        while let node = current {
            if case .scroll(let state) = node.role, scrolls(state), node.frame.contains(point) { return state }
            current = node.parent
        }
        return nil
    }
}
