import Foundation

/// What the engine has drawn: the skeleton of the drawn items (with the effects around each) and
/// the display list produced from it.
///
/// The skeleton is rebuilt only after a change to what is drawn, or where (new content, a
/// different effect, children, layout). Otherwise updates and frames patch the display list for
/// the attributes that moved.
@MainActor
struct Drawing {
    private var skeleton = DisplaySkeleton()
    /// The drawing commands of the current frame.
    private(set) var displayList = DisplayList()
    /// Something drawn changed in the current update: the skeleton must be rebuilt.
    var needsRebuild = true
    /// The display list holds every item of the current skeleton.
    private var isDrawn = false

    /// Rebuilds the skeleton if the update changed what is drawn. Runs inside the update: frames
    /// of drawn nodes are animatable attributes set under the update's transactions.
    mutating func rebuildIfNeeded(root: ViewNode?, engine: ViewEngine) {
        guard needsRebuild else { return }
        skeleton = DisplaySkeleton(root: root, engine: engine)
        isDrawn = false
        needsRebuild = false
    }

    /// Produces the drawing commands at the end of an update: all of them after a new skeleton,
    /// otherwise only the items under the attributes in `changes`.
    mutating func draw(changes: [Int]) {
        if isDrawn {
            skeleton.patch(&displayList, changes: changes)
        } else {
            skeleton.draw(into: &displayList)
            isDrawn = true
        }
    }

    /// The content shapes drawn, in paint order, where they are now: each region's view, the index
    /// of the first item drawn in front of it, its outline in host coordinates before `transform`,
    /// and what the effects around it do.
    func hitRegions() -> [HitRegion] {
        skeleton.hitRegions.indices.map { index in
            let region = skeleton.hitRegions[index]
            let state = skeleton.hitRegionState(at: index)
            return HitRegion(
                itemIndex: region.itemIndex, viewID: region.viewID, frame: region.frame.value,
                shape: region.shape, transform: state.transform, opacity: state.opacity)
        }
    }

    /// A patch moved a canvas to a size it was not rendered at: the skeleton must be rebuilt.
    var needsCanvasRender: Bool { skeleton.needsCanvasRender }

    /// Redraws the items under the attributes a frame moved.
    mutating func patch(frameChanges: [Int]) {
        skeleton.patch(&displayList, changes: frameChanges)
    }
}

/// A content shape as a tap finds it (see ``Drawing/hitRegions()``).
@MainActor
struct HitRegion {
    let itemIndex: Int
    let viewID: Int
    let frame: CGRect
    let shape: ContentShapeState
    let transform: CGAffineTransform
    let opacity: Double

    /// Whether a tap at the host point `point` lands inside the shape.
    func contains(_ point: CGPoint) -> Bool {
        let t = transform
        let determinant = t.a * t.d - t.b * t.c
        guard opacity > 0, determinant != 0, determinant.isFinite, t.tx.isFinite, t.ty.isFinite,
            frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite
        else { return false }
        let local = point.applying(t.inverted())
        return shape.contains(CGPoint(x: local.x - frame.minX, y: local.y - frame.minY), size: frame.size)
    }
}
