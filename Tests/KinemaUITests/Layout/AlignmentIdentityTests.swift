import Foundation
import Kinema
import Testing

// An alignment is identified by its `AlignmentID` type: "Two alignments made from the same type
// are the same alignment", whichever axis struct is made first and from whichever thread. Kinema
// numbers the types, so an alignment is a number, not a metatype: the sizes below are what let a
// framed view's value sit inline in a view existential (three words) rather than in a heap box.

private enum Guide<Tag>: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 5 }
}

@Suite("Alignment identity")
struct AlignmentIdentityTests {
    @Test func alignmentsFromTheSameTypeAreEqualAndFromOthersAreNot() {
        #expect(HorizontalAlignment(Guide<Int>.self) == HorizontalAlignment(Guide<Int>.self))
        #expect(HorizontalAlignment(Guide<Int>.self) != HorizontalAlignment(Guide<String>.self))
        #expect(VerticalAlignment(Guide<Int>.self) == VerticalAlignment(Guide<Int>.self))
        #expect(VerticalAlignment(Guide<Int>.self) != VerticalAlignment(Guide<Double>.self))
        #expect(HorizontalAlignment(Guide<Int>.self) != .leading)
        #expect(Alignment(horizontal: .leading, vertical: .top) == .topLeading)
        #expect(Alignment(horizontal: .trailing, vertical: .top) != .topLeading)
    }

    @Test func typesFirstUsedOnManyThreadsAtOnceEachKeepOneIdentity() async {
        // Every task makes the same eight alignments; half of them make them in reverse order.
        let made = await withTaskGroup(of: [HorizontalAlignment].self) { group in
            for task in 0..<16 {
                group.addTask {
                    if task % 2 == 0 {
                        return [
                            HorizontalAlignment(Guide<(UInt8, Int)>.self), HorizontalAlignment(Guide<(UInt16, Int)>.self),
                            HorizontalAlignment(Guide<(UInt32, Int)>.self), HorizontalAlignment(Guide<(UInt64, Int)>.self),
                            HorizontalAlignment(Guide<(Int8, Int)>.self), HorizontalAlignment(Guide<(Int16, Int)>.self),
                            HorizontalAlignment(Guide<(Int32, Int)>.self), HorizontalAlignment(Guide<(Int64, Int)>.self),
                        ]
                    }
                    // The same types, first made in the other order.
                    let backwards = [
                        HorizontalAlignment(Guide<(Int64, Int)>.self), HorizontalAlignment(Guide<(Int32, Int)>.self),
                        HorizontalAlignment(Guide<(Int16, Int)>.self), HorizontalAlignment(Guide<(Int8, Int)>.self),
                        HorizontalAlignment(Guide<(UInt64, Int)>.self), HorizontalAlignment(Guide<(UInt32, Int)>.self),
                        HorizontalAlignment(Guide<(UInt16, Int)>.self), HorizontalAlignment(Guide<(UInt8, Int)>.self),
                    ]
                    return backwards.reversed()
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        for alignments in made {
            #expect(alignments == made[0])
        }
        for (i, a) in made[0].enumerated() {
            for (j, b) in made[0].enumerated() where i != j {
                #expect(a != b)
            }
        }
    }

    @Test @MainActor func aCustomGuideKeepsItsDefaultValue() {
        // A fifth of the width from the leading edge: a 100-point view in a 300-point frame sits
        // so that both views' guides line up (300 / 5 − 100 / 5 = 40).
        let oneFifth = Alignment(horizontal: HorizontalAlignment(Guide<Float>.self), vertical: .top)
        let host = ViewHost(
            Color.red.frame(width: 100, height: 10).frame(width: 300, height: 10, alignment: oneFifth),
            size: CGSize(width: 300, height: 10))
        let frames = host.displayList.items.compactMap { item in
            if case .color = item.content { item.frame } else { nil }
        }
        #expect(frames.map(\.minX) == [40])
    }

    @Test func anAlignmentIsOneWordAndAFramedLeafFitsAnExistential() {
        #expect(MemoryLayout<HorizontalAlignment>.size == 4)
        #expect(MemoryLayout<Alignment>.size == 8)
        // An existential's inline storage is three words: larger values go to a heap box.
        #expect(MemoryLayout<_FrameLayout>.size <= 3 * MemoryLayout<Int>.size)
    }
}
