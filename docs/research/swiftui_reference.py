#!/usr/bin/env python3
"""Independent reference values for Kinema's SwiftUI animation maths.

What this reproduces (Python 3, standard library only, IEEE binary64 floats):

  A. The persistent ("fluid") spring behind .spring(response:dampingFraction:blendDuration:),
     .smooth, .snappy and .bouncy: SwiftUI's fixed-step 1/300 s integrator, its finish test,
     logical completion, the one-second gap rule, and merging (retargeting) with response blending.
  B. UnitCurve value and velocity with SwiftUI's rules: Bezier power-basis coefficients, the
     Newton-then-bisection solve for t at tolerance 2^-20, results rounded to a 2^-20 grid, and
     the raw (unrounded) circular curves.
  C. The over-damped Spring.velocity quirk: SwiftUI's closed form returns the true derivative
     plus the target.

The algorithms are taken from the public reverse-engineering notes in
docs/research/swiftui-animation-maths.md (sections 3.2, 2.2-2.4, 2.7, 1.4; section 4.3 for how an
animation finds its own end). The code here is written from those notes, not copied from any
implementation. The numbers are regression values for Kinema, not measurements on Apple hardware.

Every operation is written in the order the notes give it, so the results are bit-for-bit what a
Swift implementation performing the same operations produces. Run:

    python3 docs/research/swiftui_reference.py > docs/research/swiftui_reference_output.txt
"""

import math

TAU = 2 * math.pi


# --------------------------------------------------------------------------------------------
# A. Fluid spring
# --------------------------------------------------------------------------------------------

class SpringState:
    """The state SwiftUI keeps in the animation context (shared by merging springs)."""

    def __init__(self):
        self.x = 0.0              # offset: how much of the delta is covered
        self.v = 0.0              # velocity
        self.F = 0.0              # force (acceleration; mass 1)
        self.t = 0.0              # the integrator's own clock
        self.start = 0.0          # startTime
        self.blend_start = 0.0
        self.blend_interval = 0.0
        self.logically_complete = False
        self.steps = 0            # bookkeeping only: integration steps in the last call


class FluidSpring:
    H = 1.0 / 300       # step
    HALF = 1.0 / 600    # half step (kick)
    K_MAX = 45000.0

    def __init__(self, response, damping_fraction, blend_duration=0.0):
        self.R = response
        self.f = damping_fraction
        self.B = blend_duration

    def effective_response(self, s, time):
        if self.B > 0 and s.blend_interval != 0:
            p = min(max((time - s.blend_start) / self.B, 0.0), 1.0)
            return self.R + s.blend_interval * (1 - p * p * (3 - 2 * p))
        return self.R

    def animate(self, s, delta, time):
        """Steps the shared state `s` to `time`; returns the offset, or None once finished."""
        r = self.effective_response(s, time)
        if r > 0:
            q = TAU / r
            k = q * q
        else:
            k = math.inf
        k = min(k, self.K_MAX)
        c = -self.f * 2 * math.sqrt(k)
        if time - s.start >= r:
            s.logically_complete = True
        if time - s.t > 1.0:
            s.t = time - 1.0 / 60
        s.steps = 0
        while s.t < time:
            v_half = s.F * self.HALF + s.v
            s.x += v_half * self.H
            s.F = v_half * c + (delta - s.x) * k
            s.v = s.F * self.HALF + v_half
            s.t += self.H
            s.steps += 1
        if max(s.v * s.v, s.F * s.F) > 0.0036:
            return s.x
        tol = (0.01 * delta) * (0.01 * delta)
        if tol > 0 and tol < (delta - s.x) * (delta - s.x):
            return s.x
        return None

    def velocity(self, s):
        return s.v

    def should_merge(self, s, previous, old_delta, time):
        """This spring takes over from `previous` (always merges)."""
        v_prev = previous.velocity(s)
        x_prev = previous.animate(s, old_delta, time)
        s.v = v_prev
        s.x = old_delta if x_prev is None else x_prev
        s.t = s.start = time
        if isinstance(previous, FluidSpring) and previous.R != self.R:
            s.blend_interval = previous.R - self.R
            s.blend_start = time
        else:
            s.blend_interval = 0.0
        return True


SMOOTH = FluidSpring(0.5, 1.0)
SNAPPY = FluidSpring(0.5, 0.85)
BOUNCY = FluidSpring(0.5, 0.7)


def run_preset(spring, delta, fps=60, max_frames=10000):
    """Frames n = 1, 2, ... at time n/fps until nil. Returns (values, finish_n, logical_n)."""
    s = SpringState()
    values = {}
    logical = None
    for n in range(1, max_frames):
        x = spring.animate(s, delta, n / fps)
        if logical is None and s.logically_complete:
            logical = n
        if x is None:
            return values, n, logical
        values[n] = x
    raise RuntimeError("did not finish")


def fmt(x):
    return repr(x)


def section(title):
    print()
    print("# " + "=" * 78)
    print("# " + title)
    print("# " + "=" * 78)


def part_a():
    section("A. Fluid spring, delta = 100, frames at t = Double(n)/60")

    # First-frame derivation: F = 0 and v = 0 at rest, so the first step leaves x at 0 and gives
    # F = 100*k and v = 100*k/600; the following steps of the same frame then move it.
    k = (TAU / 0.5) * (TAU / 0.5)
    print("# k for response 0.5 = (4 pi)^2 =", fmt(k), "; sqrt(k) =", fmt(math.sqrt(k)))
    s = SpringState()
    SMOOTH.animate(s, 100.0, FluidSpring.H / 2)   # one step only (t: 0 -> 1/300)
    print("# after ONE step (smooth): x =", fmt(s.x), " F =", fmt(s.F), " v =", fmt(s.v),
          " (100*k =", fmt(100.0 * k), ", F/600 =", fmt(s.F * FluidSpring.HALF), ")")

    # Step counts per frame: 1/300 accumulated vs n/60 decides 5 or 6 steps in a frame.
    s = SpringState()
    counts = []
    for n in range(1, 61):
        SMOOTH.animate(s, 100.0, n / 60)
        counts.append(s.steps)
    print("# integration steps per 60 fps frame, n = 1..60:", counts)
    print("# frames with 6 steps:", [n for n, c in zip(range(1, 61), counts) if c == 6],
          "(with 4 steps:", [n for n, c in zip(range(1, 61), counts) if c == 4], ")")

    summary = {}
    for name, spring in (("smooth", SMOOTH), ("snappy", SNAPPY), ("bouncy", BOUNCY)):
        values, finish, logical = run_preset(spring, 100.0)
        summary[name] = (finish, logical)
        print()
        print("## .%s (response %r, dampingFraction %r), delta 100" % (name, spring.R, spring.f))
        print("## first nil at n = %d (t = %d/60); logically complete first at n = %d"
              % (finish, finish, logical))
        print("## frames 1...30, then every 5th: (n, value)")
        picked = [n for n in sorted(values) if n <= 30 or n % 5 == 0]
        for n in picked:
            print("(%d, %s)," % (n, fmt(values[n])))
        s = SpringState()
        for n in range(1, 31):
            spring.animate(s, 100.0, n / 60)
        print("## velocity after frame 30:", fmt(s.v))

    section("A2. .bouncy, delta 100: 120 fps vs 60 fps at shared times t = k/60")
    v60, _, _ = run_preset(BOUNCY, 100.0, fps=60)
    v120, fin120, log120 = run_preset(BOUNCY, 100.0, fps=120)
    print("## 120 fps: first nil at n = %d (t = %d/120), logically complete at n = %d"
          % (fin120, fin120, log120))
    print("## 120 fps frames n = 1...30 (t = n/120): (n, value)")
    for n in range(1, 31):
        print("(%d, %s)," % (n, fmt(v120[n])))
    print("## shared times: (k, value at k/60 in 60 fps, value at 2k/120 in 120 fps, difference)")
    for kk in range(1, 16):
        a, b = v60[kk], v120[2 * kk]
        print("(%d, %s, %s, %s)," % (kk, fmt(a), fmt(b), fmt(b - a)))
    s60, s120 = SpringState(), SpringState()
    for n in range(1, 16):
        BOUNCY.animate(s60, 100.0, n / 60)
    for n in range(1, 31):
        BOUNCY.animate(s120, 100.0, n / 120)
    print("## integrator clock at t = 0.25: 60 fps", fmt(s60.t), " 120 fps", fmt(s120.t))

    section("A3. Retarget: .smooth delta 100 for n = 1...12, merge .bouncy at tm = 12/60, total 150")
    retarget(SMOOTH, BOUNCY, label="bouncy over smooth (same response: no blend)")

    section("A4. Blended retarget: .spring(response 0.8, dampingFraction 0.9, blendDuration 0.3)"
            " over .smooth at tm = 12/60, total 150")
    retarget(SMOOTH, FluidSpring(0.8, 0.9, 0.3), label="spring(0.8, 0.9, blend 0.3) over smooth")

    section("A5. Gap: .smooth delta 100 at 1/60, 2/60, then 2/60 + 1.5 (and one more frame)")
    s = SpringState()
    times = [1 / 60, 2 / 60, 2 / 60 + 1.5, 2 / 60 + 1.5 + 1 / 60]
    for label, tt in zip(["1/60", "2/60", "2/60 + 1.5", "2/60 + 1.5 + 1/60"], times):
        before = s.t
        x = SMOOTH.animate(s, 100.0, tt)
        print("(t = %s = %s) -> %s   [steps %d, clock %s -> %s, v %s, F %s]"
              % (label, fmt(tt), fmt(x), s.steps, fmt(before), fmt(s.t), fmt(s.v), fmt(s.F)))
    s2 = SpringState()
    SMOOTH.animate(s2, 100.0, 1 / 60)
    SMOOTH.animate(s2, 100.0, 2 / 60)
    x_no_gap = SMOOTH.animate(s2, 100.0, 3 / 60)
    print("# for comparison, no gap, frame 3/60 ->", fmt(x_no_gap), "(steps %d)" % s2.steps)

    return summary


def retarget(previous, new, label):
    s = SpringState()
    for n in range(1, 13):
        x = previous.animate(s, 100.0, n / 60)
        print("(%d, %s)," % (n, fmt(x)))
    tm = 12 / 60
    print("## before merge: x %s v %s F %s clock %s" % (fmt(s.x), fmt(s.v), fmt(s.F), fmt(s.t)))
    new.should_merge(s, previous, 100.0, tm)
    print("## merged (%s): x %s v %s F %s t = startTime = %s blendInterval %s blendStart %s"
          % (label, fmt(s.x), fmt(s.v), fmt(s.F), fmt(s.t), fmt(s.blend_interval),
             fmt(s.blend_start)))
    # Logical completion is tracked afresh from the merge (Kinema's context resets it on merge).
    s.logically_complete = False
    logical = None
    finish = None
    rows = []
    for n in range(13, 400):
        x = new.animate(s, 150.0, n / 60)
        if logical is None and s.logically_complete:
            logical = n
        if x is None:
            finish = n
            break
        rows.append((n, x, s.v))
    print("## after merge, delta 150: (n, value, velocity) for n = 13...40")
    for n, x, v in rows:
        if n <= 40:
            print("(%d, %s, %s)," % (n, fmt(x), fmt(v)))
    print("## first logically complete at n = %s; first nil at n = %s" % (logical, finish))


# --------------------------------------------------------------------------------------------
# B. UnitCurve
# --------------------------------------------------------------------------------------------

EPS = 2.0 ** -20
GRID = 2.0 ** 20


def round_half_away(z):
    """Swift's .toNearestOrAwayFromZero (C round()), exact for |z| < 2^52."""
    a = abs(z)
    fl = math.floor(a)
    r = fl + 1 if a - fl >= 0.5 else fl
    return math.copysign(r, z)


def ieee_div(a, b):
    """a / b with IEEE semantics (Python raises on division by zero)."""
    if b == 0:
        if a == 0 or math.isnan(a):
            return math.nan
        return math.copysign(math.inf, a) * math.copysign(1.0, b)
    return a / b


class Bezier:
    def __init__(self, p1x, p1y, p2x, p2y):
        p1x = min(max(p1x, 0.0), 1.0)
        p2x = min(max(p2x, 0.0), 1.0)
        self.cx = 3 * p1x
        self.bx = 3 * (p2x - p1x) - self.cx
        self.ax = 1 - self.cx - self.bx
        self.cy = 3 * p1y
        self.by = 3 * (p2y - p1y) - self.cy
        self.ay = 1 - self.cy - self.by

    def x(self, t):
        return ((self.ax * t + self.bx) * t + self.cx) * t

    def dx(self, t):
        return self.cx + (2 * self.bx + 3 * self.ax * t) * t

    def dy(self, t):
        return self.cy + (2 * self.by + 3 * self.ay * t) * t

    def y(self, t):
        return t * (self.cy + t * (self.by + self.ay * t))

    def solve(self, p):
        if abs(self.x(p) - p) < EPS:
            return p
        t = p
        for _ in range(8):                      # Newton
            err = self.x(t) - p
            if abs(err) < EPS:
                return t
            d = self.dx(t)
            if abs(d) < EPS:
                break
            t = t - err / d
        lo, hi, t = 0.0, 1.0, p                 # bisection, restarted from p
        while lo < hi:
            xt = self.x(t)
            if abs(xt - p) < EPS:
                return t
            if xt < p:
                lo = t
            else:
                hi = t
            t = lo + (hi - lo) * 0.5
        return t

    def value(self, p):
        t = self.solve(min(max(p, 0.0), 1.0))
        return round_half_away(self.y(t) * GRID) * EPS

    def velocity(self, p):
        t = self.solve(min(max(p, 0.0), 1.0))
        dx, dy = self.dx(t), self.dy(t)
        if dx == dy:
            return 1.0
        if dx == 0:
            return math.copysign(math.inf, dy)
        return round_half_away((dy / dx) * GRID) * EPS


class Linear:
    def value(self, p):
        return p

    def velocity(self, p):
        return 1.0


class CircularEaseIn:
    def value(self, p):
        return 1 - math.sqrt(1 - p * p)

    def velocity(self, p):
        return abs(ieee_div(p, math.sqrt(1 - p * p)))


class CircularEaseOut:
    def value(self, p):
        return math.sqrt(1 - (1 - p) * (1 - p))

    def velocity(self, p):
        return abs(ieee_div(p - 1, math.sqrt((2 - p) * p)))


class CircularEaseInOut:
    def value(self, p):
        if p < 0.5:
            return (1 - math.sqrt(1 - 4 * p * p)) / 2
        return (math.sqrt((8 - 4 * p) * p - 3) + 1) / 2

    def velocity(self, p):
        if p < 0.5:
            return abs(ieee_div(2 * p, math.sqrt(1 - 4 * p * p)))
        return abs(ieee_div(2 * p - 2, math.sqrt((8 - 4 * p) * p - 3)))


EASE_IN = Bezier(0.42, 0.0, 1.0, 1.0)
EASE_OUT = Bezier(0.0, 0.0, 0.58, 1.0)
EASE_IN_OUT = Bezier(0.42, 0.0, 0.58, 1.0)
PRESETS = [("linear", Linear()), ("easeIn", EASE_IN), ("easeOut", EASE_OUT),
           ("easeInOut", EASE_IN_OUT), ("circularEaseIn", CircularEaseIn()),
           ("circularEaseOut", CircularEaseOut()), ("circularEaseInOut", CircularEaseInOut())]


def part_b():
    section("B. UnitCurve")
    for name, b in (("easeIn", EASE_IN), ("easeOut", EASE_OUT), ("easeInOut", EASE_IN_OUT)):
        print("# %s solver: ax %s bx %s cx %s ay %s by %s cy %s"
              % (name, fmt(b.ax), fmt(b.bx), fmt(b.cx), fmt(b.ay), fmt(b.by), fmt(b.cy)))
        print("#   at t = 1: dx = %s dy = %s" % (fmt(b.dx(1.0)), fmt(b.dy(1.0))))

    print("## velocity at 0 and 1: (curve, velocity(0), velocity(1))")
    for name, curve in PRESETS:
        print("(.%s, %s, %s)," % (name, fmt(curve.velocity(0.0)), fmt(curve.velocity(1.0))))
    print("## value at 0 and 1: (curve, value(0), value(1))")
    for name, curve in PRESETS:
        print("(.%s, %s, %s)," % (name, fmt(curve.value(0.0)), fmt(curve.value(1.0))))

    grid = [0.1, 0.25, 0.5, 0.75, 0.9]
    curves = [("easeIn", EASE_IN), ("easeOut", EASE_OUT), ("easeInOut", EASE_IN_OUT),
              ("bezier (0.25, 0.1), (0.25, 1)", Bezier(0.25, 0.1, 0.25, 1.0)),
              ("bezier (0.68, -0.6), (0.32, 1.6)", Bezier(0.68, -0.6, 0.32, 1.6))]
    for name, curve in curves:
        print("## %s: (progress, value, velocity) -- exact multiples of 2^-20" % name)
        for p in grid:
            val, vel = curve.value(p), curve.velocity(p)
            assert val * GRID == int(val * GRID) and vel * GRID == int(vel * GRID)
            print("(%s, %s, %s)," % (p, fmt(val), fmt(vel)))

    # The solve stops once |x(t) - p| < 2^-20, so t is only good to ~1e-6. Where that matters,
    # compare with an (almost) exact t found by 200 bisections: the rounded results then pin
    # the solver's exact path, not only the curve.
    print("## solver sensitivity: rows whose rounded value/velocity differ with an exact t"
          " (in 2^-20 units)")
    for name, curve in curves:
        for p in grid:
            t = curve.solve(p)
            lo, hi = 0.0, 1.0
            for _ in range(200):
                mid = (lo + hi) / 2
                lo, hi = (mid, hi) if curve.x(mid) < p else (lo, mid)
            te = (lo + hi) / 2
            dv = (round_half_away(curve.y(t) * GRID) - round_half_away(curve.y(te) * GRID))
            dd = (round_half_away(curve.dy(t) / curve.dx(t) * GRID)
                  - round_half_away(curve.dy(te) / curve.dx(te) * GRID))
            if dv or dd:
                print("#   %s at %s: value %+d, velocity %+d (t - t_exact = %.3g)"
                      % (name, p, dv, dd, t - te))

    for name, curve in (("circularEaseIn", CircularEaseIn()), ("circularEaseOut", CircularEaseOut()),
                        ("circularEaseInOut", CircularEaseInOut())):
        print("## %s (raw, not rounded): (progress, value, velocity)" % name)
        for p in grid:
            print("(%s, %s, %s)," % (p, fmt(curve.value(p)), fmt(curve.velocity(p))))

    # Animation.easeInOut(duration: 2).velocity(value: 10, time: 0.5): value * (1/duration) *
    # curve.velocity(at: time / duration).
    d, value, time = 2.0, 10.0, 0.5
    cv = EASE_IN_OUT.velocity(time / d)
    print("## easeInOut(duration: 2).velocity(value: 10, time: 0.5) = 10 * (1/2) * %s = %s"
          % (fmt(cv), fmt(value * (1 / d) * cv)))
    print("##   and animate(value: 10, time: 0.5) = 10 * %s = %s"
          % (fmt(EASE_IN_OUT.value(time / d)), fmt(value * EASE_IN_OUT.value(time / d))))


# --------------------------------------------------------------------------------------------
# C. Over-damped Spring.velocity
# --------------------------------------------------------------------------------------------

def part_c():
    section("C. Spring(duration: 0.5, bounce: -0.3).velocity: true derivative + target")
    duration, bounce = 0.5, -0.3
    zeta = 1 / (bounce + 1)
    w0 = TAU / duration
    # True solution of x'' = w0^2 (T - x) - 2 zeta w0 x', x(0) = 0, x'(0) = v0:
    # x = T + A e^(r1 t) + B e^(r2 t), r1,2 = -zeta w0 +- w0 sqrt(zeta^2 - 1).
    root = w0 * math.sqrt(zeta * zeta - 1)
    r1, r2 = -zeta * w0 + root, -zeta * w0 - root

    def true_velocity(T, v0, t):
        # A + B = -T and r1 A + r2 B = v0.
        A = (v0 + r2 * T) / (r1 - r2)
        B = -T - A
        return r1 * A * math.exp(r1 * t) + r2 * B * math.exp(r2 * t)

    def true_value(T, v0, t):
        A = (v0 + r2 * T) / (r1 - r2)
        B = -T - A
        return T + A * math.exp(r1 * t) + B * math.exp(r2 * t)

    # The notes' closed form (stored omega < 0, d = zeta * w0), with SwiftUI's "+1".
    omega = math.sqrt(abs(1 - zeta * zeta)) * -TAU / duration
    d = zeta * TAU / duration

    def notes_velocity(T, v0, t):
        a, b = -omega - d, omega - d
        e1, e2 = math.exp(a * t), math.exp(b * t)
        return (T * (((d - omega) * a * e1 + a * b * e2) / (2 * omega) + 1)
                - v0 * (a * e1 - b * e2) / (2 * omega))

    print("# zeta %s w0 %s; stored omega %s d %s; roots %s %s"
          % (fmt(zeta), fmt(w0), fmt(omega), fmt(d), fmt(r1), fmt(r2)))
    print("## (T, v0, t, true velocity + T, notes' formula, true velocity, true value)")
    for T, v0, t in ((1.0, 0.0, 0.0), (1.0, 0.7, 0.0), (1.0, 0.7, 0.05), (1.0, 0.7, 0.2),
                     (1.0, 0.7, 0.6), (2.5, -1.0, 0.1)):
        tv = true_velocity(T, v0, t)
        print("(%s, %s, %s, %s, %s, %s, %s),"
              % (T, v0, t, fmt(tv + T), fmt(notes_velocity(T, v0, t)), fmt(tv),
                 fmt(true_value(T, v0, t))))
    print("# research notes section 7: 3.145285468215271 at (T 1, v0 0.7, t 0.2);"
          " value 0.580119590628793")


if __name__ == "__main__":
    print("# Generated by docs/research/swiftui_reference.py (algorithms from")
    print("# docs/research/swiftui-animation-maths.md). Floats are Python repr(): shortest")
    print("# round-trip decimal, parsed by Swift to the same Double.")
    summary = part_a()
    section("A summary: (preset, first nil frame n at 60 fps, first logically complete frame n)")
    for name, (finish, logical) in summary.items():
        print("(.%s, %d, %d)," % (name, finish, logical))
    part_b()
    part_c()
