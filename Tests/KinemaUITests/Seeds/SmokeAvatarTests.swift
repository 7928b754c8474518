import Kinema
import Testing

@MainActor
@Suite("Seed avatars: smoke")
struct SmokeAvatarTests {
    @Test func bouncyTapAnimatesTheScale() {
        let host = ViewHost(Seed1149.Avatar(pet: Pet(type: "cat")))
        #expect(host.displayList.items.count == 1)
        let item = host.displayList.items[0]
        #expect(item.frame == CGRect(x: 150, y: 150, width: 100, height: 100))
        #expect(host.tap(at: CGPoint(x: 200, y: 200)))
        #expect(host.isAnimating)
        host.advance(by: 0.25)
        let scale = host.displayList.items[0].transform.a
        let expected = 1 + Spring.bouncy.value(target: 0.5, time: 0.25)
        print("scale", scale, expected, host.bodyEvaluationCount)
        #expect(abs(scale - expected) < 1e-6)
        host.advance(by: 2)
        #expect(!host.isAnimating)
        #expect(abs(host.displayList.items[0].transform.a - 1.5) < 1e-9)
        print(host.svg())
    }
}
