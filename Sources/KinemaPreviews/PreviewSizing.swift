import Foundation

/// How big a preview's host is, for a layout and an orientation.
@MainActor
enum PreviewSizing {
    /// The largest side a preview's host may have, in points.
    static let maximumSide: CGFloat = 8192

    /// The host size for `view` under `layout`: see ``PreviewLayout``.
    static func hostSize(for view: any View, layout: PreviewLayout) -> CGSize {
        let device = Preview.deviceSize
        switch layout {
        case .device:
            return device
        case .fixed(let width, let height):
            return CGSize(width: side(width, fallback: device.width), height: side(height, fallback: device.height))
        case .sizeThatFits:
            let fitting = fittingSize(of: view, proposal: device)
            return CGSize(width: side(fitting.width, fallback: device.width), height: side(fitting.height, fallback: device.height))
        }
    }

    /// `value` clamped to 1…``maximumSide``; `fallback` when it is NaN or infinite.
    static func side(_ value: CGFloat, fallback: CGFloat) -> CGFloat {
        guard value.isFinite else { return fallback }
        return min(max(value, 1), maximumSide)
    }

    /// The size `view` takes when offered `proposal`, measured by hosting it once inside a layout
    /// that asks it.
    static func fittingSize(of view: any View, proposal: CGSize) -> CGSize {
        let probe = FittingProbe()
        measure(view, probe: probe, size: proposal)
        return probe.box.size ?? proposal
    }

    private static func measure<Content: View>(_ view: Content, probe: FittingProbe, size: CGSize) {
        _ = ViewHost(probe { view }, size: size)
    }
}

/// A layout of one subview that remembers the size its subview asks for.
private struct FittingProbe: Layout {
    final class Box {
        var size: CGSize?
    }

    let box = Box()

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = subviews.first?.sizeThatFits(proposal) ?? .zero
        box.size = size
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(
            at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center,
            proposal: ProposedViewSize(width: bounds.width, height: bounds.height))
    }
}
