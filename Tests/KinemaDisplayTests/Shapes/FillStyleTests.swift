import KinemaDisplay
import Testing

@Suite("FillStyle")
struct FillStyleTests {
    @Test func defaultsAreNonZeroWindingAndAntialiased() {
        let style = FillStyle()
        #expect(!style.isEOFilled)
        #expect(style.isAntialiased)
        let custom = FillStyle(eoFill: true, antialiased: false)
        #expect(custom.isEOFilled && !custom.isAntialiased)
        #expect(custom != style)
    }
}
