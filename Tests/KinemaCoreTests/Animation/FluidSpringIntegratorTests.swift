import Kinema
import Testing

// Every expected number in this file comes from docs/research/swiftui_reference.py (its output is
// docs/research/swiftui_reference_output.txt): an independent Python re-run, in IEEE doubles, of
// SwiftUI's persistent spring as the research notes (§3.2) describe it. Per call, with k =
// min((2π/r)², 45000) and c = −dampingFraction·2·√k, it steps while its clock is behind `time`:
//
//     vHalf = F·(1/600) + v;  x += vHalf·(1/300);  F = vHalf·c + (Δ − x)·k;  v = F·(1/600) + vHalf;  t += 1/300
//
// then returns x, or nil once max(v², F²) ≤ 0.0036 and (Δ − x)² ≤ (0.01·Δ)².
//
// The clock is the double 1/300 added up, not n/300. It lands exactly on the frame times n/60
// for n = 1…4, 18 and 37, but falls just short (by ~1e-16) of them for n = 5…17 and 38…70, so those
// frames take one step more and show the spring 1/300 s ahead. Values therefore pin the exact
// accumulation, not only the maths. Tolerance: 1e-6 absolute on Δ = 100 (1e-8 relative).

private let tolerance = 1e-6

private func isClose(_ actual: Double?, _ expected: Double, within: Double = tolerance) -> Bool {
    guard let actual else { return false }
    return abs(actual - expected) <= within
}

/// Animates Δ = `value` with one context at frames n = 1…`last` (t = Double(n) / fps); returns the
/// last frame's result and the context.
private func run(
    _ animation: Animation, value: Double = 100, through last: Int, fps: Double = 60
) -> (value: Double?, context: AnimationContext<Double>) {
    var context = AnimationContext<Double>()
    var result: Double?
    for n in 1...last {
        result = animation.animate(value: value, time: Double(n) / fps, context: &context)
    }
    return (result, context)
}

/// The first frame n (t = Double(n) / fps) at which the animation returns nil.
private func firstNilFrame(_ animation: Animation, value: Double = 100, fps: Double = 60) -> Int? {
    var context = AnimationContext<Double>()
    for n in 1...2000 where animation.animate(value: value, time: Double(n) / fps, context: &context) == nil {
        return n
    }
    return nil
}

/// `.smooth` over Δ = 100 for frames 1…12, then `next` merges at tm = 12/60 and the total becomes
/// 150; frames 13…`last` follow in the same time base. Returns frame `last`'s result.
private func retarget(to next: Animation, through last: Int) -> (value: Double?, context: AnimationContext<Double>) {
    var (_, context) = run(.smooth, through: 12)
    _ = next.shouldMerge(previous: .smooth, value: 100.0, time: 12.0 / 60, context: &context)
    var result: Double?
    for n in 13...last {
        result = next.animate(value: 150.0, time: Double(n) / 60, context: &context)
    }
    return (result, context)
}

/// The spring that blends from `.smooth`'s response 0.5 to 0.8 over 0.3 s after a merge.
private let blended = Animation.spring(response: 0.8, dampingFraction: 0.9, blendDuration: 0.3)

@Suite("Animation: SwiftUI's fixed-step spring integrator")
struct FluidSpringIntegratorTests {
    // (frame n, value at t = n/60) for Δ = 100: frames 1…30, then every 5th until the last
    // non-nil one. From docs/research/swiftui_reference.py.
    static let smoothFrames: [(Int, Double)] = [
        (1, 1.6093464157932393), (2, 6.285977517504717), (3, 12.77015769662154),
        (4, 20.181691308638236), (5, 29.46605920360244), (6, 37.0761948345911),
        (7, 44.31612035631996), (8, 51.04935133923018), (9, 57.206496884630965),
        (10, 62.7640515919147), (11, 67.72900582644813), (12, 72.12778163638288),
        (13, 75.99837064157877), (14, 79.38482999552106), (15, 82.33350436358752),
        (16, 84.89050200808249), (17, 87.10007391879445), (18, 88.64552684267514),
        (19, 90.3318504526962), (20, 91.77808851549462), (21, 93.01584338668272),
        (22, 94.07322735278422), (23, 94.97505995813646), (24, 95.7431171459748),
        (25, 96.396404643427), (26, 96.95143689289081), (27, 97.42250925236202),
        (28, 97.82195578642553), (29, 98.16038822300649), (30, 98.44691391517424),
        (35, 99.33739088176618), (40, 99.72856398689346), (45, 99.88537375429537),
        (50, 99.95170973882678), (55, 99.97968685918326), (60, 99.9914635469188),
        (65, 99.99641480460296), (70, 99.99849485052123), (75, 99.99934593297056),
    ]

    static let snappyFrames: [(Int, Double)] = [
        (1, 1.6296818997126614), (2, 6.485196148091455), (3, 13.386262494051351),
        (4, 21.439554185425486), (5, 31.70710480114007), (6, 40.22654673833006),
        (7, 48.38093440407501), (8, 55.97388077793075), (9, 62.89093141682137),
        (10, 69.07860060050167), (11, 74.52757034662355), (12, 79.25940361139753),
        (13, 83.31619010157226), (14, 86.75261155500208), (15, 89.62998009805831),
        (16, 92.01186634710048), (17, 93.96099203784371), (18, 95.24899919069718),
        (19, 96.56687476936159), (20, 97.60790563506659), (21, 98.41812353778275),
        (22, 99.038094421644), (23, 99.50306858138394), (24, 99.84328595767587),
        (25, 100.08437708741255), (26, 100.24781496882662), (27, 100.35138498801744),
        (28, 100.40964951467241), (29, 100.43439120092015), (30, 100.4350247552908),
        (35, 100.28413999104541), (40, 100.12088668664252), (45, 100.03901321106416),
        (50, 100.00760662190174), (55, 99.99904706759854), (60, 99.99814855209044),
    ]

    static let bouncyFrames: [(Int, Double)] = [
        (1, 1.6502823284858157), (2, 6.693291917953906), (3, 14.048227292727834),
        (4, 22.826271995502097), (5, 34.246797417599765), (6, 43.869499069813756),
        (7, 53.1646883039907), (8, 61.85644825800054), (9, 69.7642734116176),
        (10, 76.78520457075378), (11, 82.87760833842098), (12, 88.04680274895024),
        (13, 92.33260638320631), (14, 95.79879334893927), (15, 98.52436701870869),
        (16, 100.59651743448505), (17, 102.10509706927793), (18, 102.96568008439334),
        (19, 103.67943002330861), (20, 104.06401730604134), (21, 104.19033228377585),
        (22, 104.12081794718559), (23, 103.90924554735217), (24, 103.60088582274744),
        (25, 103.23296600872374), (26, 102.83532033706703), (27, 102.43115828008622),
        (28, 102.03788996987917), (29, 101.66796179636876), (30, 101.32966704791727),
        (35, 100.202203152579), (40, 99.84155181980138), (45, 99.85207257930004),
        (50, 99.933088739758), (55, 99.9865665324703), (60, 100.00551689000388),
        (65, 100.00676491527747),
    ]

    // .bouncy at 120 fps, the odd frames n (t = n/120) that fall between 60 fps frames.
    static let bouncyOddFramesAt120: [(Int, Double)] = [
        (1, 0.5157815502251217), (3, 4.342575807997175), (5, 10.889842849354984),
        (7, 19.193619930822262), (9, 28.473050077146674), (11, 38.11298493101109),
        (13, 47.644682994281794), (15, 56.725850257803415), (17, 65.12097058343663),
        (19, 72.68261488181241), (21, 79.33420038991015), (23, 85.05449207529882),
        (25, 89.8639943173737), (27, 93.81326890107188), (29, 96.97313108061958),
    ]

    // After `.bouncy` merges into `.smooth` at 12/60 and the total becomes 150: (n, value).
    static let bouncyAfterRetarget: [(Int, Double)] = [
        (13, 78.1986171803543), (14, 84.8748962725858), (15, 92.34168358707205),
        (16, 98.54660113504531), (17, 106.26521594735419), (18, 113.67102103474052),
        (19, 120.55771029076611), (20, 126.79295814293293), (21, 132.30427046635134),
        (22, 137.0661995515472), (23, 141.08906438898322), (24, 144.40922217858162),
        (25, 147.08086470050537), (26, 149.16926078360416), (27, 150.74533043483166),
        (28, 151.88141427123043), (29, 152.648090991777), (30, 153.11189329019834),
        (31, 153.33377669820206), (32, 153.36820452707553), (33, 153.26272380990338),
        (34, 153.05792068369274), (35, 152.78765799413483), (36, 152.4795122877114),
        (37, 152.15534120726102), (38, 151.83192522787962), (39, 151.46197639546395),
        (40, 151.17856471970202),
    ]

    // The same with spring(response: 0.8, dampingFraction: 0.9, blendDuration: 0.3) merging:
    // blendInterval = 0.5 − 0.8, so the response eases from 0.5 to 0.8 over 0.2…0.5 s.
    static let blendedAfterRetarget: [(Int, Double)] = [
        (13, 77.97384291645241), (14, 84.04123430348649), (15, 90.53874665638556),
        (16, 95.75854564934252), (17, 102.06359848152283), (18, 107.96594512688587),
        (19, 113.37584943644248), (20, 118.26032193577015), (21, 122.62260671416213),
        (22, 126.48750422524456), (23, 129.89134949463718), (24, 132.87546452269888),
        (25, 135.48207691942613), (26, 137.75192017479193), (27, 139.7229408651383),
        (28, 141.42970987127634), (29, 142.90326453141776), (30, 144.17120185632683),
        (31, 145.258016879497), (32, 146.18562435050904), (33, 146.9737189570478),
        (34, 147.63994469239148), (35, 148.20005983859411), (36, 148.6680959363442),
        (37, 149.05650955544303), (38, 149.37632604628834), (39, 149.68317284924734),
        (40, 149.88468451903333),
    ]

    // MARK: The integrator

    @Test(arguments: [Animation.smooth, .snappy, .bouncy])
    func theFirstStepLoadsTheSpringWithoutMovingIt(animation: Animation) {
        // At rest F = 0 and v = 0, so vHalf = 0: x stays 0 whatever the damping. Then
        // F = Δ·k = 100·(4π)² = 15791.367041742973 and v = F·(1/600) = 26.318945069571622.
        // A frame at 1/600 s takes exactly one 1/300 s step (the clock goes 0 → 1/300).
        var context = AnimationContext<Double>()
        #expect(animation.animate(value: 100.0, time: 1.0 / 600, context: &context) == 0)
        #expect(isClose(animation.velocity(value: 100.0, time: 1.0 / 600, context: context), 26.318945069571622, within: 1e-9))
    }

    @Test(arguments: FluidSpringIntegratorTests.smoothFrames)
    func smoothTracksSwiftUIsIntegrator(frame: Int, expected: Double) {
        #expect(isClose(run(.smooth, through: frame).value, expected))
    }

    @Test(arguments: FluidSpringIntegratorTests.snappyFrames)
    func snappyTracksSwiftUIsIntegrator(frame: Int, expected: Double) {
        #expect(isClose(run(.snappy, through: frame).value, expected))
    }

    @Test(arguments: FluidSpringIntegratorTests.bouncyFrames)
    func bouncyTracksSwiftUIsIntegrator(frame: Int, expected: Double) {
        #expect(isClose(run(.bouncy, through: frame).value, expected))
    }

    @Test func velocityIsTheIntegratorsVelocity() {
        // After frame 30 (reference script): smooth 15.799196542910511, bouncy −19.23450309889468.
        let smooth = run(.smooth, through: 30).context
        let bouncy = run(.bouncy, through: 30).context
        #expect(isClose(Animation.smooth.velocity(value: 100.0, time: 0.5, context: smooth), 15.799196542910511))
        #expect(isClose(Animation.bouncy.velocity(value: 100.0, time: 0.5, context: bouncy), -19.23450309889468))
    }

    // MARK: Completion

    @Test(arguments: [(Animation.smooth, 76), (.snappy, 62), (.bouncy, 68)])
    func finishesAtSwiftUIsFrame(animation: Animation, frame: Int) {
        #expect(firstNilFrame(animation) == frame)
    }

    @Test(arguments: [Animation.smooth, .snappy, .bouncy])
    func isLogicallyCompleteFromFrame30(animation: Animation) {
        // time − startTime ≥ response: 30/60 − 0 = 0.5.
        #expect(!run(animation, through: 29).context.isLogicallyComplete)
        #expect(run(animation, through: 30).context.isLogicallyComplete)
    }

    // MARK: Frame rate

    @Test func bouncyAt120fpsEqualsBouncyAt60fpsAtSharedTimes() {
        // The clock's grid of 1/300 s steps does not depend on the frame rate, and a frame shows
        // the first grid point at or after its time, so frame 2k at 120 fps equals frame k at
        // 60 fps exactly (2k/120 and k/60 are the same double). The reference script finds no
        // difference at any shared time, and both finish at t = 68/60 = 136/120.
        var at60 = AnimationContext<Double>()
        var at120 = AnimationContext<Double>()
        for k in 1...15 {
            let slow = Animation.bouncy.animate(value: 100.0, time: Double(k) / 60, context: &at60)
            _ = Animation.bouncy.animate(value: 100.0, time: Double(2 * k - 1) / 120, context: &at120)
            let fast = Animation.bouncy.animate(value: 100.0, time: Double(2 * k) / 120, context: &at120)
            #expect(slow != nil && slow == fast, "t = \(k)/60")
        }
        #expect(firstNilFrame(.bouncy, fps: 120) == 136)
    }

    @Test(arguments: FluidSpringIntegratorTests.bouncyOddFramesAt120)
    func bouncyAt120fpsShowsTheIntermediateGridPoints(frame: Int, expected: Double) {
        #expect(isClose(run(.bouncy, through: frame, fps: 120).value, expected))
    }

    // MARK: Gaps

    @Test func aGapOfOverASecondSimulatesOnlyOneFrame() {
        // At t = 2/60 + 1.5 the clock jumps to t − 1/60 and takes 5 steps, so the spring shows what
        // frame 3 would have shown without the gap; the next frame matches frame 4.
        var context = AnimationContext<Double>()
        #expect(isClose(Animation.smooth.animate(value: 100.0, time: 1.0 / 60, context: &context), 1.6093464157932393))
        #expect(isClose(Animation.smooth.animate(value: 100.0, time: 2.0 / 60, context: &context), 6.285977517504717))
        #expect(isClose(Animation.smooth.animate(value: 100.0, time: 2.0 / 60 + 1.5, context: &context), 12.77015769662154))
        #expect(context.isLogicallyComplete)
        let next = Animation.smooth.animate(value: 100.0, time: 2.0 / 60 + 1.5 + 1.0 / 60, context: &context)
        #expect(isClose(next, 20.181691308638236))
    }

    // MARK: Merging

    @Test func aMergeKeepsThePreviousSpringsPositionAndVelocity() {
        // .smooth after frame 12: x = 72.12778163638288, v = 247.67850848203614 (reference script).
        var (_, context) = run(.smooth, through: 12)
        #expect(Animation.bouncy.shouldMerge(previous: .smooth, value: 100.0, time: 12.0 / 60, context: &context))
        #expect(isClose(Animation.bouncy.velocity(value: 150.0, time: 12.0 / 60, context: context), 247.67850848203614))
        // The clock restarts at tm = 0.2 (it had run on to 61/300), so frame 13 takes 5 steps.
        let first = Animation.bouncy.animate(value: 150.0, time: 13.0 / 60, context: &context)
        #expect(isClose(first, 78.1986171803543))
        #expect(isClose(Animation.bouncy.velocity(value: 150.0, time: 13.0 / 60, context: context), 364.69408843734044))
    }

    @Test(arguments: FluidSpringIntegratorTests.bouncyAfterRetarget)
    func aRetargetedSpringCarriesOnTowardTheNewTotal(frame: Int, expected: Double) {
        #expect(isClose(retarget(to: .bouncy, through: frame).value, expected))
    }

    @Test func aRetargetedSpringCompletesOneResponseAfterTheMerge() {
        // 42/60 − 0.2 = 0.49999999999999994 < 0.5, so logical completion waits for frame 43.
        #expect(!retarget(to: .bouncy, through: 42).context.isLogicallyComplete)
        #expect(retarget(to: .bouncy, through: 43).context.isLogicallyComplete)
        #expect(retarget(to: .bouncy, through: 78).value != nil)
        #expect(retarget(to: .bouncy, through: 79).value == nil)
    }

    @Test(arguments: FluidSpringIntegratorTests.blendedAfterRetarget)
    func aResponseChangeIsBlendedAfterTheMerge(frame: Int, expected: Double) {
        #expect(isClose(retarget(to: blended, through: frame).value, expected))
    }

    @Test func aBlendedSpringCompletesOnceTheBlendedResponseHasPassed() {
        // The blend ends at 0.5 s; from then on r = 0.8, reached at 60/60 − 0.2 = 0.8.
        #expect(!retarget(to: blended, through: 59).context.isLogicallyComplete)
        #expect(retarget(to: blended, through: 60).context.isLogicallyComplete)
        #expect(retarget(to: blended, through: 102).value != nil)
        #expect(retarget(to: blended, through: 103).value == nil)
    }
}
