import Foundation
import Kinema
import Testing

// Animation code written the way tutorials, blog posts and demo apps write it for SwiftUI, compiled
// against Kinema with only the import changed, then hosted headless. Each test checks one thing
// that follows from SwiftUI's documented behaviour, with expected numbers from the curve formulas.

/// The snippets, as they would sit in an app's files.
enum RealWorld {}

// MARK: - Snippets

extension RealWorld {
    struct LikeButton: View {
        @State private var isLiked = false
        @State private var likes = 41

        var body: some View {
            Button {
                withAnimation(.spring(response: 0.3, dampingFraction: 0.5)) {
                    isLiked.toggle()
                    likes += isLiked ? 1 : -1
                }
            } label: {
                HStack(spacing: 6) {
                    Image(systemName: isLiked ? "heart.fill" : "heart")
                        .font(.title2)
                        .foregroundStyle(isLiked ? .red : .secondary)
                        .scaleEffect(isLiked ? 1.25 : 1.0)
                    Text("\(likes)")
                        .font(.headline)
                        .monospacedDigit()
                        .contentTransition(.numericText())
                }
                .padding(.horizontal, 14)
                .padding(.vertical, 8)
                .background(.thinMaterial, in: Capsule())
            }
            .buttonStyle(.plain)
            .sensoryFeedback(.impact(weight: .light), trigger: isLiked)
        }
    }

    struct LoadingSpinner: View {
        @State private var isSpinning = false

        var body: some View {
            Circle()
                .trim(from: 0, to: 0.75)
                .stroke(
                    AngularGradient(colors: [.blue.opacity(0), .blue], center: .center),
                    style: StrokeStyle(lineWidth: 6, lineCap: .round)
                )
                .frame(width: 48, height: 48)
                .rotationEffect(.degrees(isSpinning ? 360 : 0))
                .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isSpinning)
                .onAppear { isSpinning = true }
        }
    }

    struct ExpandingCard: View {
        @Namespace private var animation
        @State private var isExpanded = false

        var body: some View {
            ZStack {
                if isExpanded {
                    RoundedRectangle(cornerRadius: 24, style: .continuous)
                        .fill(Color.indigo.gradient)
                        .matchedGeometryEffect(id: "card", in: animation)
                        .frame(width: 300, height: 360)
                        .onTapGesture {
                            withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) { isExpanded = false }
                        }
                } else {
                    RoundedRectangle(cornerRadius: 12, style: .continuous)
                        .fill(Color.indigo.gradient)
                        .matchedGeometryEffect(id: "card", in: animation)
                        .frame(width: 100, height: 60)
                        .onTapGesture {
                            withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) { isExpanded = true }
                        }
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }

    struct TabUnderline: View {
        enum Tab: String, CaseIterable {
            case photos = "Photos", albums = "Albums", search = "Search"
        }

        @State private var selected: Tab = .photos
        @Namespace private var underline

        var body: some View {
            HStack(spacing: 0) {
                ForEach(Tab.allCases, id: \.self) { tab in
                    Button {
                        withAnimation(.easeInOut(duration: 0.3)) { selected = tab }
                    } label: {
                        VStack(spacing: 6) {
                            Text(tab.rawValue)
                                .font(.subheadline)
                                .fontWeight(selected == tab ? .semibold : .regular)
                                .foregroundStyle(selected == tab ? Color.primary : Color.secondary)
                            ZStack {
                                Capsule().fill(Color.clear).frame(height: 3)
                                if selected == tab {
                                    Capsule()
                                        .fill(Color.accentColor)
                                        .frame(height: 3)
                                        .matchedGeometryEffect(id: "underline", in: underline)
                                }
                            }
                        }
                        .frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.plain)
                }
            }
            .padding(.horizontal)
        }
    }

    struct ToastBanner: View {
        @State private var showToast = false

        var body: some View {
            VStack {
                if showToast {
                    Label("Saved to Photos", systemImage: "checkmark.circle.fill")
                        .font(.subheadline.weight(.medium))
                        .foregroundStyle(.white)
                        .padding(.horizontal, 16)
                        .padding(.vertical, 10)
                        .background(Color.green, in: Capsule())
                        .shadow(color: .black.opacity(0.15), radius: 8, y: 4)
                        .transition(.move(edge: .top).combined(with: .opacity))
                }
                Spacer()
                Button("Save") {
                    withAnimation(.snappy) { showToast = true }
                }
                .buttonStyle(.borderedProminent)
            }
            .padding()
        }
    }

    struct StepCounter: View {
        @State private var count = 0

        var body: some View {
            VStack(spacing: 20) {
                Text(count, format: .number)
                    .font(.system(size: 64, weight: .bold, design: .rounded))
                    .contentTransition(.numericText(value: Double(count)))
                HStack(spacing: 16) {
                    Button { withAnimation { count -= 1 } } label: { Image(systemName: "minus.circle.fill") }
                    Button { withAnimation { count += 1 } } label: { Image(systemName: "plus.circle.fill") }
                }
                .font(.largeTitle)
            }
        }
    }

    struct PulsingBadge: View {
        var body: some View {
            Circle()
                .fill(.red)
                .frame(width: 16, height: 16)
                .phaseAnimator([false, true]) { content, phase in
                    content
                        .scaleEffect(phase ? 1.4 : 1)
                        .opacity(phase ? 0.5 : 1)
                } animation: { _ in
                    .easeInOut(duration: 0.8)
                }
        }
    }

    enum BouncePhase: CaseIterable {
        case initial, lift, drop

        var offset: CGFloat {
            switch self {
            case .initial: 0
            case .lift: -40
            case .drop: 10
            }
        }

        var scale: CGFloat {
            switch self {
            case .initial: 1
            case .lift: 1.1
            case .drop: 0.95
            }
        }
    }

    struct BouncingIcon: View {
        @State private var bounces = 0

        var body: some View {
            Image(systemName: "gift.fill")
                .font(.system(size: 44))
                .foregroundStyle(.purple)
                .phaseAnimator(BouncePhase.allCases, trigger: bounces) { content, phase in
                    content
                        .scaleEffect(phase.scale)
                        .offset(y: phase.offset)
                } animation: { phase in
                    switch phase {
                    case .initial: .smooth
                    case .lift: .easeOut(duration: 0.2)
                    case .drop: .spring(duration: 0.3, bounce: 0.5)
                    }
                }
                .onTapGesture { bounces += 1 }
        }
    }

    struct PasscodeField: View {
        @State private var attempts = 0
        @State private var code = ""

        var body: some View {
            VStack(spacing: 24) {
                HStack(spacing: 14) {
                    ForEach(0..<4, id: \.self) { index in
                        Circle()
                            .stroke(Color.primary, lineWidth: 1.5)
                            .background(Circle().fill(index < code.count ? Color.primary : .clear))
                            .frame(width: 14, height: 14)
                    }
                }
                .keyframeAnimator(initialValue: 0.0, trigger: attempts) { content, offset in
                    content.offset(x: offset)
                } keyframes: { _ in
                    KeyframeTrack {
                        LinearKeyframe(-12, duration: 0.05)
                        LinearKeyframe(12, duration: 0.1)
                        LinearKeyframe(-8, duration: 0.1)
                        LinearKeyframe(8, duration: 0.1)
                        LinearKeyframe(0, duration: 0.05)
                    }
                }
                Button("Unlock") {
                    code = "12"
                    attempts += 1
                }
            }
        }
    }

    struct Wave: Shape {
        var phase: Double
        var amplitude: Double

        var animatableData: AnimatablePair<Double, Double> {
            get { AnimatablePair(phase, amplitude) }
            set {
                phase = newValue.first
                amplitude = newValue.second
            }
        }

        func path(in rect: CGRect) -> Path {
            var path = Path()
            let midY = rect.midY
            path.move(to: CGPoint(x: 0, y: midY))
            for x in stride(from: 0, through: rect.width, by: 2) {
                let relative = x / rect.width
                let y = midY + amplitude * sin(relative * 2 * .pi + phase)
                path.addLine(to: CGPoint(x: x, y: y))
            }
            path.addLine(to: CGPoint(x: rect.width, y: rect.height))
            path.addLine(to: CGPoint(x: 0, y: rect.height))
            path.closeSubpath()
            return path
        }
    }

    struct WaveView: View {
        @State private var phase = 0.0
        @State private var amplitude = 0.0

        var body: some View {
            Wave(phase: phase, amplitude: amplitude)
                .fill(LinearGradient(colors: [.cyan, .blue], startPoint: .top, endPoint: .bottom))
                .frame(height: 120)
                .onAppear {
                    withAnimation(.linear(duration: 2)) {
                        amplitude = 20
                        phase = .pi
                    }
                }
        }
    }

    struct SwipeCard: View {
        @State private var offset: CGSize = .zero

        var body: some View {
            RoundedRectangle(cornerRadius: 20)
                .fill(Color.orange)
                .frame(width: 200, height: 280)
                .overlay(alignment: .bottomLeading) {
                    Text("Swipe me")
                        .font(.title3.bold())
                        .foregroundStyle(.white)
                        .padding()
                }
                .shadow(radius: 6)
                .rotationEffect(.degrees(Double(offset.width / 20)))
                .offset(offset)
                .gesture(
                    DragGesture()
                        .onChanged { value in offset = value.translation }
                        .onEnded { _ in
                            withAnimation(.spring(response: 0.5, dampingFraction: 0.6)) { offset = .zero }
                        }
                )
        }
    }

    struct FlipCard: View {
        @State private var isFlipped = false

        var body: some View {
            ZStack {
                RoundedRectangle(cornerRadius: 16)
                    .fill(.blue)
                    .overlay(Text("Question").font(.title).foregroundStyle(.white))
                    .opacity(isFlipped ? 0 : 1)
                RoundedRectangle(cornerRadius: 16)
                    .fill(.green)
                    .overlay(Text("Answer").font(.title).foregroundStyle(.white))
                    .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
                    .opacity(isFlipped ? 1 : 0)
            }
            .frame(width: 240, height: 160)
            .rotation3DEffect(.degrees(isFlipped ? 180 : 0), axis: (x: 0, y: 1, z: 0), perspective: 0.5)
            .onTapGesture {
                withAnimation(.easeInOut(duration: 0.6)) { isFlipped.toggle() }
            }
        }
    }

    struct BreathingDot: View {
        var body: some View {
            TimelineView(.animation) { context in
                let seconds = context.date.timeIntervalSinceReferenceDate
                let scale = 1 + 0.25 * sin(seconds * .pi)
                Circle()
                    .fill(.mint)
                    .frame(width: 40, height: 40)
                    .scaleEffect(scale)
            }
        }
    }

    struct SineCanvas: View {
        var body: some View {
            TimelineView(.animation(minimumInterval: 1 / 30)) { timeline in
                Canvas { context, size in
                    let t = timeline.date.timeIntervalSinceReferenceDate
                    var path = Path()
                    for x in stride(from: 0, through: size.width, by: 4) {
                        let y = size.height / 2 + sin(x / 30 + t * 3) * 20
                        if x == 0 {
                            path.move(to: CGPoint(x: x, y: y))
                        } else {
                            path.addLine(to: CGPoint(x: x, y: y))
                        }
                    }
                    context.stroke(path, with: .color(.blue), lineWidth: 3)
                    let dot = CGRect(x: size.width / 2 - 5, y: size.height / 2 - 5, width: 10, height: 10)
                    context.fill(Path(ellipseIn: dot), with: .color(.red))
                }
                .frame(height: 100)
            }
        }
    }

    struct AnimatedGradientBackground: View {
        @State private var animate = false

        var body: some View {
            LinearGradient(
                colors: [.purple, .pink, .orange],
                startPoint: animate ? .topLeading : .bottomLeading,
                endPoint: animate ? .bottomTrailing : .topTrailing
            )
            .hueRotation(.degrees(animate ? 45 : 0))
            .ignoresSafeArea()
            .onAppear {
                withAnimation(.easeInOut(duration: 4).repeatForever(autoreverses: true)) {
                    animate.toggle()
                }
            }
        }
    }

    struct BlurFade: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content
                .blur(radius: phase.isIdentity ? 0 : 8)
                .opacity(phase.isIdentity ? 1 : 0)
                .scaleEffect(phase.isIdentity ? 1 : 0.9)
        }
    }

    struct RevealDetails: View {
        @State private var showDetails = false

        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                Button(showDetails ? "Hide details" : "Show details") {
                    withAnimation(.easeInOut(duration: 0.5)) { showDetails.toggle() }
                }
                if showDetails {
                    Text("Free returns within 30 days.")
                        .font(.callout)
                        .foregroundStyle(.secondary)
                        .transition(BlurFade())
                }
            }
        }
    }

    struct OnboardingPager: View {
        @State private var page = 0
        private let titles = ["Welcome", "Track habits", "Stay motivated"]

        var body: some View {
            VStack(spacing: 32) {
                Text(titles[page])
                    .font(.largeTitle.bold())
                    .id(page)
                    .transition(.push(from: .trailing))
                Button(page < titles.count - 1 ? "Next" : "Get Started") {
                    withAnimation(.easeInOut(duration: 0.4)) {
                        page = min(page + 1, titles.count - 1)
                    }
                }
                .buttonStyle(.borderedProminent)
            }
        }
    }

    struct CornerRotateModifier: ViewModifier {
        let amount: Double
        let anchor: UnitPoint

        func body(content: Content) -> some View {
            content
                .rotationEffect(.degrees(amount), anchor: anchor)
                .clipped()
        }
    }

    struct PivotReveal: View {
        @State private var isShowingRed = false

        var body: some View {
            ZStack {
                Rectangle()
                    .fill(.blue)
                    .frame(width: 200, height: 200)
                if isShowingRed {
                    Rectangle()
                        .fill(.red)
                        .frame(width: 200, height: 200)
                        .transition(.pivot)
                }
            }
            .onTapGesture {
                withAnimation { isShowingRed.toggle() }
            }
        }
    }

    struct ShakeEffect: GeometryEffect {
        var amount: CGFloat = 10
        var shakesPerUnit = 3
        var animatableData: CGFloat

        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(
                CGAffineTransform(
                    translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)),
                    y: 0))
        }
    }

    struct LoginForm: View {
        @State private var email = ""
        @State private var wrongAttempts = 0

        var body: some View {
            VStack(spacing: 16) {
                TextField("Email", text: $email)
                    .textFieldStyle(.roundedBorder)
                    .modifier(ShakeEffect(animatableData: CGFloat(wrongAttempts)))
                Button("Sign In") {
                    withAnimation(.linear(duration: 0.5)) { wrongAttempts += 1 }
                }
            }
            .padding()
        }
    }

    struct AnimatableNumberModifier: AnimatableModifier {
        var number: Double

        var animatableData: Double {
            get { number }
            set { number = newValue }
        }

        func body(content: Content) -> some View {
            content.overlay(
                Text("\(Int(number))")
                    .font(.system(size: 40, weight: .heavy, design: .rounded))
            )
        }
    }

    struct ScoreView: View {
        @State private var score = 0.0

        var body: some View {
            Color.clear
                .frame(width: 160, height: 60)
                .contentShape(Rectangle())
                .modifier(AnimatableNumberModifier(number: score))
                .onTapGesture {
                    withAnimation(.linear(duration: 1)) { score = 100 }
                }
        }
    }

    struct UploadButton: View {
        @State private var progress = 0.0
        @State private var isDone = false

        var body: some View {
            VStack(spacing: 12) {
                ProgressView(value: progress)
                    .progressViewStyle(.linear)
                    .tint(.blue)
                Text(isDone ? "Uploaded!" : "Uploading…")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                Button("Upload") {
                    withAnimation(.easeOut(duration: 0.5)) {
                        progress = 1
                    } completion: {
                        isDone = true
                    }
                }
            }
            .padding()
        }
    }

    struct PressableCard: View {
        @State private var isPressed = false

        var body: some View {
            RoundedRectangle(cornerRadius: 16)
                .fill(.teal)
                .frame(width: 160, height: 100)
                .animation(.linear(duration: 0.2)) { content in
                    content.scaleEffect(isPressed ? 0.9 : 1)
                }
                .offset(y: isPressed ? 20 : 0)
                .onTapGesture { isPressed.toggle() }
        }
    }

    struct InboxHeader: View {
        @State private var expanded = false

        var body: some View {
            HStack {
                Text("Inbox")
                    .offset(x: expanded ? 40 : 0)
                Text("New")
                    .font(.caption.bold())
                    .padding(4)
                    .background(.red, in: Capsule())
                    .offset(x: expanded ? 40 : 0)
                    .transaction { transaction in
                        transaction.animation = nil
                    }
            }
            .onTapGesture {
                withAnimation(.linear(duration: 1)) { expanded.toggle() }
            }
        }
    }

    struct ProgressRing: View {
        var progress: Double

        var body: some View {
            ZStack {
                Circle()
                    .stroke(Color.gray.opacity(0.2), lineWidth: 12)
                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(
                        LinearGradient(colors: [.green, .mint], startPoint: .topLeading, endPoint: .bottomTrailing),
                        style: StrokeStyle(lineWidth: 12, lineCap: .round)
                    )
                    .rotationEffect(.degrees(-90))
                    .animation(.easeInOut(duration: 1), value: progress)
                Text("\(Int(progress * 100))%")
                    .font(.title2.bold())
                    .contentTransition(.numericText())
            }
            .frame(width: 120, height: 120)
        }
    }

    struct ActivityScreen: View {
        @State private var progress = 0.25
        @State private var log: [String] = []

        var body: some View {
            VStack {
                ProgressRing(progress: progress)
                Button("Add workout") { progress = min(progress + 0.5, 1) }
                    .onChange(of: progress) { oldValue, newValue in
                        log.append("\(Int(oldValue * 100))→\(Int(newValue * 100))")
                    }
                Text(log.last ?? "none")
            }
        }
    }

    struct CapsuleProgressBar: View {
        var value: Double

        var body: some View {
            GeometryReader { geometry in
                ZStack(alignment: .leading) {
                    Capsule()
                        .fill(Color(.systemGray5))
                    Capsule()
                        .fill(LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))
                        .frame(width: geometry.size.width * value)
                }
            }
            .frame(height: 10)
        }
    }

    struct DownloadCard: View {
        @State private var value = 0.0

        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                Text("Downloading")
                    .font(.headline)
                CapsuleProgressBar(value: value)
            }
            .frame(width: 300)
            .padding()
            .onAppear {
                withAnimation(.linear(duration: 2)) { value = 1 }
            }
        }
    }

    struct FloatingActionMenu: View {
        @State private var isOpen = false
        private let actions = ["camera.fill", "photo.fill", "doc.fill"]

        var body: some View {
            ZStack(alignment: .bottomTrailing) {
                ForEach(Array(actions.enumerated()), id: \.offset) { index, icon in
                    Image(systemName: icon)
                        .font(.title3)
                        .foregroundStyle(.white)
                        .frame(width: 48, height: 48)
                        .background(Circle().fill(Color.blue))
                        .offset(y: isOpen ? -CGFloat(index + 1) * 60 : 0)
                        .opacity(isOpen ? 1 : 0)
                        .animation(
                            .spring(response: 0.35, dampingFraction: 0.7).delay(Double(index) * 0.05),
                            value: isOpen)
                }
                Button {
                    isOpen.toggle()
                } label: {
                    Image(systemName: "plus")
                        .font(.title.weight(.semibold))
                        .foregroundStyle(.white)
                        .frame(width: 60, height: 60)
                        .background(Circle().fill(Color.accentColor))
                        .rotationEffect(.degrees(isOpen ? 45 : 0))
                        .shadow(radius: 4, y: 2)
                }
                .animation(.easeInOut(duration: 0.2), value: isOpen)
            }
            .padding()
        }
    }

    struct BouncyButtonStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .font(.headline)
                .foregroundStyle(.white)
                .padding(.horizontal, 24)
                .padding(.vertical, 12)
                .background(Color.pink, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
                .scaleEffect(configuration.isPressed ? 0.92 : 1)
                .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
        }
    }

    struct CheckoutButton: View {
        @State private var orders = 0

        var body: some View {
            Button("Buy now · \(orders)") { orders += 1 }
                .buttonStyle(BouncyButtonStyle())
        }
    }

    struct TypingIndicator: View {
        @State private var animating = false

        var body: some View {
            HStack(spacing: 5) {
                ForEach(0..<3) { index in
                    Circle()
                        .fill(Color.secondary)
                        .frame(width: 8, height: 8)
                        .offset(y: animating ? -4 : 2)
                        .animation(
                            .easeInOut(duration: 0.5).repeatForever(autoreverses: true).delay(Double(index) * 0.15),
                            value: animating)
                }
            }
            .padding(12)
            .background(Color(.systemGray6), in: Capsule())
            .onAppear { animating = true }
        }
    }

    struct PlayPauseButton: View {
        @State private var isPlaying = false

        var body: some View {
            Button {
                isPlaying.toggle()
            } label: {
                Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                    .font(.system(size: 36))
                    .contentTransition(.symbolEffect(.replace))
                    .frame(width: 64, height: 64)
            }
            .symbolEffect(.pulse, isActive: isPlaying)
            .buttonStyle(.plain)
        }
    }

    struct ToggleSwitchRow: View {
        @State private var isOn = false

        var body: some View {
            HStack {
                Text("Notifications")
                Spacer()
                Capsule()
                    .fill(isOn ? Color.green : Color(white: 0.85))
                    .frame(width: 52, height: 32)
                    .overlay(alignment: isOn ? .trailing : .leading) {
                        Circle()
                            .fill(.white)
                            .frame(width: 26, height: 26)
                            .padding(3)
                            .shadow(radius: 1)
                    }
                    .animation(.interpolatingSpring(stiffness: 300, damping: 20), value: isOn)
                    .onTapGesture { isOn.toggle() }
            }
            .padding()
        }
    }

    struct HeartbeatValues {
        var scale = 1.0
        var rotation = Angle.zero
        var yOffset = 0.0
    }

    struct Heartbeat: View {
        var body: some View {
            KeyframeAnimator(initialValue: HeartbeatValues(), repeating: true) { values in
                Image(systemName: "heart.fill")
                    .font(.system(size: 60))
                    .foregroundStyle(.pink.gradient)
                    .scaleEffect(values.scale)
                    .rotationEffect(values.rotation)
                    .offset(y: values.yOffset)
            } keyframes: { _ in
                KeyframeTrack(\.scale) {
                    CubicKeyframe(1.3, duration: 0.15)
                    CubicKeyframe(1.0, duration: 0.15)
                    CubicKeyframe(1.2, duration: 0.15)
                    SpringKeyframe(1.0, duration: 0.55, spring: .bouncy)
                }
                KeyframeTrack(\.rotation) {
                    LinearKeyframe(.degrees(-8), duration: 0.25)
                    LinearKeyframe(.degrees(8), duration: 0.5)
                    LinearKeyframe(.zero, duration: 0.25)
                }
                KeyframeTrack(\.yOffset) {
                    MoveKeyframe(0)
                    LinearKeyframe(-10, duration: 0.5)
                    LinearKeyframe(0, duration: 0.5)
                }
            }
        }
    }

    struct NotificationList: View {
        @State private var items = ["Lunch with Sam", "Pay rent"]

        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                ForEach(items, id: \.self) { item in
                    HStack {
                        Image(systemName: "bell.fill")
                            .foregroundStyle(.orange)
                        Text(item)
                        Spacer()
                    }
                    .padding(10)
                    .background(RoundedRectangle(cornerRadius: 10).fill(Color.orange.opacity(0.1)))
                    .transition(.asymmetric(
                        insertion: .scale(scale: 0.8).combined(with: .opacity),
                        removal: .move(edge: .trailing).combined(with: .opacity)))
                }
                Button("Add") {
                    withAnimation(.easeInOut(duration: 0.4)) { items.insert("Call mom", at: 0) }
                }
                Button("Clear first") {
                    _ = withAnimation(.easeInOut(duration: 0.4)) { items.removeFirst() }
                }
            }
            .padding()
        }
    }

    struct FadingFeed: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 16) {
                    ForEach(0..<8) { index in
                        RoundedRectangle(cornerRadius: 12)
                            .fill(Color.blue.opacity(0.2 + Double(index) * 0.1))
                            .frame(height: 80)
                            .scrollTransition { content, phase in
                                content
                                    .opacity(phase.isIdentity ? 1 : 0.3)
                                    .scaleEffect(phase.isIdentity ? 1 : 0.85)
                            }
                    }
                }
                .padding()
            }
        }
    }

    struct Shimmer: ViewModifier {
        @State private var phase: CGFloat = -1

        func body(content: Content) -> some View {
            content
                .overlay {
                    GeometryReader { proxy in
                        LinearGradient(
                            colors: [.clear, .white.opacity(0.6), .clear],
                            startPoint: .leading,
                            endPoint: .trailing
                        )
                        .frame(width: proxy.size.width * 0.6)
                        .offset(x: phase * proxy.size.width)
                    }
                    .mask(content)
                }
                .onAppear {
                    withAnimation(.linear(duration: 1.2).repeatForever(autoreverses: false)) {
                        phase = 1.4
                    }
                }
        }
    }

    struct SkeletonRow: View {
        var body: some View {
            HStack(spacing: 12) {
                Circle()
                    .fill(Color.gray.opacity(0.3))
                    .frame(width: 44, height: 44)
                VStack(alignment: .leading, spacing: 6) {
                    RoundedRectangle(cornerRadius: 4)
                        .fill(Color.gray.opacity(0.3))
                        .frame(width: 160, height: 12)
                    RoundedRectangle(cornerRadius: 4)
                        .fill(Color.gray.opacity(0.3))
                        .frame(width: 100, height: 12)
                }
            }
            .redacted(reason: .placeholder)
            .shimmering()
        }
    }

    struct Checkmark: Shape {
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: CGPoint(x: rect.minX, y: rect.midY))
                path.addLine(to: CGPoint(x: rect.width * 0.4, y: rect.maxY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
            }
        }
    }

    struct SuccessBadge: View {
        @State private var drawn: CGFloat = 0

        var body: some View {
            ZStack {
                Circle()
                    .fill(Color.green.opacity(0.15))
                Checkmark()
                    .trim(from: 0, to: drawn)
                    .stroke(Color.green, style: StrokeStyle(lineWidth: 6, lineCap: .round, lineJoin: .round))
                    .frame(width: 40, height: 30)
            }
            .frame(width: 80, height: 80)
            .task {
                withAnimation(.easeInOut(duration: 0.6).delay(0.2)) { drawn = 1 }
            }
        }
    }
}

extension AnyTransition {
    static var pivot: AnyTransition {
        .modifier(
            active: RealWorld.CornerRotateModifier(amount: -90, anchor: .topLeading),
            identity: RealWorld.CornerRotateModifier(amount: 0, anchor: .topLeading))
    }
}

extension View {
    func shimmering() -> some View {
        modifier(RealWorld.Shimmer())
    }
}

#Preview("Like button") {
    RealWorld.LikeButton()
        .padding()
}

#Preview {
    @Previewable @State var progress = 0.3
    VStack {
        RealWorld.ProgressRing(progress: progress)
        Slider(value: $progress)
    }
    .padding()
}

// MARK: - Snippets for gaps found

extension RealWorld {
    /// Pauses an endless spin while the scene is not active.
    struct SyncBadge: View {
        @Environment(\.scenePhase) private var scenePhase
        @State private var isSpinning = false

        var body: some View {
            Image(systemName: "arrow.triangle.2.circlepath")
                .font(.title)
                .rotationEffect(.degrees(isSpinning ? 360 : 0))
                .animation(
                    isSpinning ? .linear(duration: 1).repeatForever(autoreverses: false) : .default,
                    value: isSpinning)
                .onChange(of: scenePhase, initial: true) { _, phase in
                    isSpinning = phase == .active
                }
        }
    }

    /// An underline that follows the measured width of its title.
    struct MeasuredUnderline: View {
        @State private var titleWidth: CGFloat = 0
        @State private var isLong = false

        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                Text(isLong ? "Recently Added" : "Songs")
                    .font(.title2.bold())
                    .onGeometryChange(for: CGFloat.self) { proxy in
                        proxy.size.width
                    } action: { newWidth in
                        withAnimation(.easeInOut(duration: 0.4)) { titleWidth = newWidth }
                    }
                Capsule()
                    .fill(Color.pink)
                    .frame(width: titleWidth, height: 3)
                Button("Switch") { isLong.toggle() }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding()
        }
    }
}

// MARK: - Tests

@MainActor
@Suite("Real-world SwiftUI animation snippets")
struct RealWorldSnippetTests {
    typealias Item = DisplayList.Item

    // MARK: Helpers

    /// The items drawing `predicate`'s content, in paint order.
    private func items(_ host: ViewHost<some View>, _ predicate: (DisplayList.Content) -> Bool) -> [Item] {
        host.displayList.items.filter { predicate($0.content) }
    }

    private func colorItems(_ host: ViewHost<some View>, _ color: Color) -> [Item] {
        host.displayList.items.filter { item in
            switch item.content {
            case .color(let c): c == color
            case .shape(_, let fill): fill == color
            case .path(_, .fill(let c, _)), .path(_, .stroke(let c, _)): c == color
            default: false
            }
        }
    }

    /// The symbol images, in paint order: drawn from Kinema's artwork as paths filled with the
    /// foreground style, or as image content for symbols without artwork.
    private func glyphs(_ host: ViewHost<some View>) -> [Item] {
        items(host) { content in
            switch content {
            case .image, .path(_, .fill(nil, _)): true
            default: false
            }
        }
    }

    /// The item's centre after its transform, in host coordinates.
    private func center(_ item: Item) -> CGPoint {
        CGPoint(x: item.frame.midX, y: item.frame.midY).applying(item.transform)
    }

    /// The rotation of the item's transform, in degrees.
    private func degrees(_ item: Item) -> Double {
        atan2(item.transform.b, item.transform.a) * 180 / .pi
    }

    /// The scale along x of the item's transform.
    private func scale(_ item: Item) -> Double {
        Double(hypot(item.transform.a, item.transform.b))
    }

    private func tapCenter(_ host: ViewHost<some View>, of item: Item?, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let item else { Issue.record("nothing to tap", sourceLocation: sourceLocation); return }
        #expect(host.tap(at: center(item)), sourceLocation: sourceLocation)
    }

    /// The step response of a spring released at rest, from the closed form of the damped harmonic
    /// oscillator (ω₀ = 2π / response, ζ = damping fraction; SwiftUI's `Spring(response:dampingRatio:)`).
    private func springProgress(response: Double, dampingFraction zeta: Double, time t: Double) -> Double {
        let omega = 2 * Double.pi / response
        let omegaD = omega * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * omega * t) * (cos(omegaD * t) + zeta * omega / omegaD * sin(omegaD * t))
    }

    /// The same for a spring given by stiffness k and damping c at mass 1.
    private func springProgress(stiffness k: Double, damping c: Double, time t: Double) -> Double {
        springProgress(response: 2 * .pi / k.squareRoot(), dampingFraction: c / (2 * k.squareRoot()), time: t)
    }

    // MARK: Tests

    @Test func likeButtonCountsAndSpringsTheHeart() {
        let host = ViewHost(RealWorld.LikeButton())
        #expect(Fidelity.texts(host) == ["41"])
        tapCenter(host, of: Fidelity.item(host, text: "41"))
        #expect(Fidelity.texts(host) == ["42"])
        // The colour animates with the rest of the transaction: still the old one at the tap.
        #expect(glyphs(host).first?.foregroundColor != .red)
        host.advance(by: 6 * Fidelity.frame)
        let expected = 1 + 0.25 * springProgress(response: 0.3, dampingFraction: 0.5, time: 0.1)
        // SwiftUI steps its persistent spring numerically (1/300 s), not in closed form: the
        // closed form is a reference within 1% of the scale here.
        #expect(Fidelity.close(scale(glyphs(host)[0]), expected, 1e-2))
        host.advance(by: 3)
        #expect(Fidelity.close(scale(glyphs(host)[0]), 1.25, 1e-6))
        #expect(glyphs(host).first?.foregroundColor == .red)
    }

    @Test func spinnerTurnsAQuarterEveryQuarterSecond() {
        let host = ViewHost(RealWorld.LoadingSpinner())
        host.advance(by: 6 * Fidelity.frame)
        let first = degrees(host.displayList.items[0])
        host.advance(by: 15 * Fidelity.frame)
        let second = degrees(host.displayList.items[0])
        var turned = second - first
        if turned < 0 { turned += 360 }
        #expect(Fidelity.close(turned, 90, 1e-6))
        // The arc is three quarters of the circle, stroked with an angular gradient.
        guard case .path(_, .gradientStroke(_, let style)) = host.displayList.items[0].content else {
            Issue.record("not a gradient stroke: \(host.displayList.items[0].content)"); return
        }
        #expect(style.lineWidth == 6 && style.lineCap == .round)
    }

    @Test func expandingCardTravelsAlongTheSpring() {
        let host = ViewHost(RealWorld.ExpandingCard(), size: CGSize(width: 400, height: 500))
        let small = host.displayList.items
        #expect(small.count == 1 && small[0].frame.size == CGSize(width: 100, height: 60))
        tapCenter(host, of: small.first)
        host.advance(by: 12 * Fidelity.frame)
        let progress = springProgress(response: 0.4, dampingFraction: 0.8, time: 0.2)
        let widths = host.displayList.items.map(\.frame.width)
        #expect(widths.contains { Fidelity.close($0, 100 + 200 * progress, 1) }, "\(widths)")
        host.advance(by: 3)
        #expect(host.displayList.items.map(\.frame.size) == [CGSize(width: 300, height: 360)])
    }

    @Test func tabUnderlineSlidesHalfwayAtHalfTime() {
        let host = ViewHost(RealWorld.TabUnderline())
        let underline = { self.colorItems(host, .accentColor) }
        let start = center(underline()[0]).x
        Fidelity.tap(host, text: "Albums")
        host.advance(by: 9 * Fidelity.frame)
        // The group moves from one column to the next, a third of the row apart; ease-in-out is
        // symmetric, so at half its duration it has covered half the way.
        host.advance(by: 1)
        let end = center(underline()[0]).x
        #expect(end > start)
        let host2 = ViewHost(RealWorld.TabUnderline())
        Fidelity.tap(host2, text: "Albums")
        host2.advance(by: 9 * Fidelity.frame)
        let middle = colorItems(host2, .accentColor).map { center($0).x }
        #expect(middle.contains { Fidelity.close($0, (start + end) / 2, 0.5) }, "\(middle) vs \(start)…\(end)")
    }

    @Test func toastDropsInFromTheTopAndFadesIn() {
        let host = ViewHost(RealWorld.ToastBanner())
        #expect(Fidelity.item(host, text: "Saved") == nil)
        Fidelity.tap(host, text: "Save")
        let toast = Fidelity.item(host, text: "Saved")
        #expect(toast?.opacity == 0)
        #expect((toast?.transform.ty ?? 0) < 0)
        host.advance(by: 2)
        let settled = Fidelity.item(host, text: "Saved")
        #expect(settled?.opacity == 1)
        #expect(settled?.transform == .identity)
    }

    @Test func counterFormatsItsNumber() {
        let host = ViewHost(RealWorld.StepCounter())
        #expect(Fidelity.texts(host) == ["0"])
        let buttons = { self.glyphs(host).sorted { $0.frame.minX < $1.frame.minX } }
        #expect(buttons().count == 2)
        tapCenter(host, of: buttons().last)
        tapCenter(host, of: buttons().last)
        host.advance(by: 1)
        #expect(Fidelity.texts(host) == ["2"])
        tapCenter(host, of: buttons().first)
        host.advance(by: 1)
        #expect(Fidelity.texts(host) == ["1"])
    }

    @Test func pulsingBadgeIsHalfwayAtHalfItsCurve() {
        let host = ViewHost(RealWorld.PulsingBadge())
        let start = host.time
        host.advance(by: 24 * Fidelity.frame)
        #expect(host.time - start == 0.4)
        let dot = host.displayList.items[0]
        // Ease-in-out is symmetric: at half its 0.8 s the scale is halfway from 1 to 1.4.
        #expect(Fidelity.close(scale(dot), 1.2, 1e-6))
        #expect(Fidelity.close(dot.opacity, 0.75, 1e-6))
    }

    @Test func bouncingIconRunsItsPhasesOnTap() {
        let host = ViewHost(RealWorld.BouncingIcon())
        let icon = { self.glyphs(host)[0] }
        #expect(icon().transform == .identity)
        tapCenter(host, of: icon())
        host.advance(by: 6 * Fidelity.frame)
        #expect(icon().transform.ty < 0)
        host.advance(by: 3)
        #expect(Fidelity.close(icon().transform.ty, 0, 1e-3))
    }

    @Test func passcodeShakeFollowsItsLinearKeyframes() {
        let host = ViewHost(RealWorld.PasscodeField())
        let dots = { self.items(host) { if case .path(_, .stroke) = $0 { true } else { false } } }
        let rest = dots().map(\.transform.tx)
        #expect(rest.count == 4)
        Fidelity.tap(host, text: "Unlock")
        // The host draws whole 60 Hz frames: 3 frames end the first 0.05 s keyframe at −12.
        host.advance(by: 3 * Fidelity.frame)
        #expect(dots().allSatisfy { Fidelity.close($0.transform.tx, -12, 1e-6) })
        host.advance(by: 3 * Fidelity.frame)
        // Halfway through the second, from −12 to 12.
        #expect(dots().allSatisfy { Fidelity.close($0.transform.tx, 0, 1e-6) })
        host.advance(by: 1)
        #expect(dots().allSatisfy { $0.transform.tx == 0 })
    }

    @Test func waveShapeInterpolatesItsAnimatablePair() {
        let host = ViewHost(RealWorld.WaveView())
        host.advance(by: 1)
        guard case .path(let path, _) = host.displayList.items[0].content else {
            Issue.record("not a path"); return
        }
        var points: [CGPoint] = []
        path.forEach { element in
            switch element {
            case .move(let to), .line(let to): points.append(to)
            default: break
            }
        }
        // Linear, half-way: amplitude 10, phase π/2; the first sample is at x = 0.
        let midY = host.displayList.items[0].frame.height / 2
        #expect(points.count > 2)
        #expect(Fidelity.close(points[1].y, midY + 10 * sin(Double.pi / 2), 1e-6))
    }

    @Test func swipeCardSpringsBack() {
        let host = ViewHost(RealWorld.SwipeCard(), size: CGSize(width: 400, height: 400))
        let card = { self.colorItems(host, .orange)[0] }
        let home = center(card())
        guard let touch = host.touchDown(at: home) else { Issue.record("no touch"); return }
        #expect(touch.move(to: CGPoint(x: home.x + 60, y: home.y)))
        #expect(touch.move(to: CGPoint(x: home.x + 100, y: home.y)))
        #expect(Fidelity.close(center(card()).x - home.x, 100, 1e-6))
        #expect(Fidelity.close(degrees(card()), 5, 1e-6))
        #expect(touch.lift())
        host.advance(by: 15 * Fidelity.frame)
        let expected = 100 * (1 - springProgress(response: 0.5, dampingFraction: 0.6, time: 0.25))
        #expect(Fidelity.close(center(card()).x - home.x, expected, 0.5))
        host.advance(by: 3)
        #expect(Fidelity.close(center(card()).x, home.x, 1e-3))
    }

    @Test func flipCardShowsTheAnswerTheRightWayRound() {
        let host = ViewHost(RealWorld.FlipCard())
        tapCenter(host, of: Fidelity.item(host, text: "Question"))
        host.advance(by: 18 * Fidelity.frame)
        // Both faces are half transparent at half of a symmetric curve.
        #expect(Fidelity.close(Fidelity.item(host, text: "Answer")?.opacity ?? -1, 0.5, 1e-6))
        host.advance(by: 1)
        let answer = Fidelity.item(host, text: "Answer")
        #expect(answer?.opacity == 1)
        #expect(Fidelity.item(host, text: "Question")?.opacity == 0)
        // Two half turns about y: the answer reads left to right.
        #expect(Fidelity.close(Double(answer?.transform.a ?? 0), 1, 1e-6))
    }

    @Test func breathingDotFollowsTheTimelineDate() {
        let host = ViewHost(RealWorld.BreathingDot())
        host.advance(by: 30 * Fidelity.frame)
        let seconds = host.startDate.addingTimeInterval(host.time).timeIntervalSinceReferenceDate
        #expect(Fidelity.close(scale(host.displayList.items[0]), 1 + 0.25 * sin(seconds * .pi), 1e-6))
    }

    @Test func sineCanvasDrawsItsWaveAndDot() {
        let host = ViewHost(RealWorld.SineCanvas())
        host.advance(by: 12 * Fidelity.frame)
        let strokes = items(host) { if case .path(_, .stroke(.blue, _)) = $0 { true } else { false } }
        let dots = items(host) { if case .path(_, .fill(.red, _)) = $0 { true } else { false } }
        #expect(strokes.count == 1 && dots.count == 1)
        #expect(dots.first.map { Fidelity.close($0.frame.width, 10) || $0.content != .color(.red) } ?? false)
    }

    @Test func gradientHueTurnsHalfwayAtHalfTime() {
        let host = ViewHost(RealWorld.AnimatedGradientBackground())
        host.advance(by: 2)
        let filters = host.displayList.items[0].groups.compactMap { group -> Angle? in
            if case .filter(.hueRotation(let angle)) = group.effect { return angle }
            return nil
        }
        #expect(filters.count == 1)
        #expect(Fidelity.close(filters.first?.degrees ?? 0, 22.5, 1e-6))
    }

    @Test func customTransitionBlursAndFades() {
        let host = ViewHost(RealWorld.RevealDetails())
        Fidelity.tap(host, text: "Show details")
        host.advance(by: 15 * Fidelity.frame)
        let text = Fidelity.item(host, text: "Free returns")
        #expect(Fidelity.close(text?.opacity ?? -1, 0.5, 1e-6))
        let blur = text?.groups.compactMap { group -> CGFloat? in
            if case .filter(.blur(let radius, _)) = group.effect { return radius }
            return nil
        }
        // Half of 8 points; the blur sits inside the transition's 0.95 scale, and the display list
        // gives radii in host units.
        #expect(blur.map { $0.count == 1 && Fidelity.close($0[0], 4 * 0.95, 1e-6) } ?? false)
        host.advance(by: 1)
        #expect(Fidelity.item(host, text: "Free returns")?.opacity == 1)
    }

    @Test func pushTransitionSwapsTheTitles() {
        let host = ViewHost(RealWorld.OnboardingPager())
        Fidelity.tap(host, text: "Next")
        host.advance(by: 12 * Fidelity.frame)
        let incoming = Fidelity.item(host, text: "Track habits")
        let outgoing = Fidelity.item(host, text: "Welcome")
        #expect(Fidelity.close(incoming?.opacity ?? -1, 0.5, 1e-6))
        // The transition sits outside `.id`: each identity's view moves by its own width. The
        // ease-in-out curve is at ½ half way, so the new title is half its width to the right of
        // its place and the old one half its width to the left.
        let incomingWidth = Double(incoming?.frame.width ?? .nan), outgoingWidth = Double(outgoing?.frame.width ?? .nan)
        #expect(Fidelity.close(Double(incoming?.transform.tx ?? .nan), 0.5 * incomingWidth, 1e-6))
        #expect(Fidelity.close(Double(outgoing?.transform.tx ?? .nan), -0.5 * outgoingWidth, 1e-6))
        #expect((incoming?.frame.width ?? 0) > 0)
        host.advance(by: 1)
        #expect(Fidelity.item(host, text: "Welcome") == nil)
        #expect(Fidelity.item(host, text: "Track habits")?.transform == .identity)
    }

    @Test func pivotTransitionStartsAQuarterTurnBack() {
        let host = ViewHost(RealWorld.PivotReveal())
        tapCenter(host, of: colorItems(host, .blue).first)
        let red = colorItems(host, .red)
        #expect(red.count == 1)
        #expect(red.first.map { Fidelity.close(degrees($0), -90, 1e-6) } ?? false)
        host.advance(by: 2)
        #expect(colorItems(host, .red).first?.transform == .identity)
    }

    @Test func shakeEffectIsAtItsTroughHalfway() {
        let host = ViewHost(RealWorld.LoginForm())
        let field = { Fidelity.item(host, text: "Email") }
        let rest = field()?.transform.tx ?? .nan
        Fidelity.tap(host, text: "Sign In")
        host.advance(by: 15 * Fidelity.frame)
        // animatableData 0.5 → 10 · sin(0.5 · π · 3) = −10.
        #expect(Fidelity.close((field()?.transform.tx ?? .nan) - rest, -10, 1e-6))
    }

    @Test func animatableModifierCountsUp() {
        let host = ViewHost(RealWorld.ScoreView())
        #expect(Fidelity.texts(host) == ["0"])
        #expect(host.tap(at: CGPoint(x: 200, y: 200)))
        host.advance(by: 31 * Fidelity.frame)
        // Linear: 31/60 of 100 is 51.7, drawn as its whole part.
        #expect(Fidelity.texts(host) == ["51"])
        host.advance(by: 1)
        #expect(Fidelity.texts(host) == ["100"])
    }

    @Test func uploadCompletionRunsWhenTheCurveEnds() {
        let host = ViewHost(RealWorld.UploadButton())
        let button = host.displayList.items.first { if case .text(let layout) = $0.content { layout.string == "Upload" } else { false } }
        tapCenter(host, of: button)
        host.advance(by: 24 * Fidelity.frame)
        #expect(Fidelity.item(host, text: "Uploading") != nil)
        host.advance(by: 12 * Fidelity.frame)
        #expect(Fidelity.item(host, text: "Uploaded!") != nil)
    }

    @Test func animationBodyScopesTheAnimationToItsContent() {
        let host = ViewHost(RealWorld.PressableCard())
        let card = { self.colorItems(host, .teal)[0] }
        let home = center(card())
        tapCenter(host, of: card())
        host.advance(by: 6 * Fidelity.frame)
        #expect(Fidelity.close(scale(card()), 0.95, 1e-6))
        #expect(Fidelity.close(center(card()).y - home.y, 20, 1e-6))
    }

    @Test func transactionModifierDropsTheAnimation() {
        let host = ViewHost(RealWorld.InboxHeader())
        let inbox0 = Fidelity.item(host, text: "Inbox")?.transform.tx ?? .nan
        let new0 = Fidelity.item(host, text: "New")?.transform.tx ?? .nan
        Fidelity.tap(host, text: "Inbox")
        host.advance(by: 30 * Fidelity.frame)
        #expect(Fidelity.close((Fidelity.item(host, text: "Inbox")?.transform.tx ?? .nan) - inbox0, 20, 1e-6))
        #expect(Fidelity.close((Fidelity.item(host, text: "New")?.transform.tx ?? .nan) - new0, 40, 1e-6))
    }

    @Test func progressRingTrimsHalfwayAndLogsTheChange() {
        let host = ViewHost(RealWorld.ActivityScreen())
        #expect(Fidelity.item(host, text: "25%") != nil)
        Fidelity.tap(host, text: "Add workout")
        #expect(Fidelity.item(host, text: "75%") != nil)
        host.advance(by: 30 * Fidelity.frame)
        #expect(Fidelity.item(host, text: "25→75") != nil)
        let arcs = items(host) { if case .path(_, .gradientStroke) = $0 { true } else { false } }
        guard case .path(let path, _)? = arcs.first?.content, let end = path.currentPoint else {
            Issue.record("no arc"); return
        }
        // Half of ease-in-out from 0.25 to 0.75 is 0.5: the arc ends opposite its start, on the
        // circle's leading side (before the −90° rotation, which the transform carries).
        #expect(Fidelity.close(end.x, 0, 1e-6))
        #expect(Fidelity.close(end.y, arcs[0].frame.height / 2, 1e-6))
    }

    @Test func geometryReaderBarGrowsLinearly() {
        let host = ViewHost(RealWorld.DownloadCard())
        host.advance(by: 1)
        let bars = items(host) { if case .path(_, .gradientFill) = $0 { true } else { false } }
        #expect(bars.count == 1)
        #expect(bars.first.map { Fidelity.close($0.frame.width, 150, 1e-6) } ?? false, "\(bars.map(\.frame))")
    }

    @Test func floatingMenuStaggersItsItems() {
        let host = ViewHost(RealWorld.FloatingActionMenu())
        // Camera, photo, document, then the plus on top (ZStack order).
        let icons = { self.glyphs(host) }
        #expect(icons().count == 4)
        tapCenter(host, of: icons().last)
        host.advance(by: 3 * Fidelity.frame)
        // The third item waits 0.1 s; the first has started.
        #expect(icons()[2].transform.ty == 0)
        #expect(icons()[0].transform.ty < 0)
        host.advance(by: 3 * Fidelity.frame)
        #expect(Fidelity.close(degrees(icons()[3]), 22.5, 1e-6))
        host.advance(by: 3)
        #expect(Fidelity.close(icons()[2].transform.ty, -180, 1e-3))
    }

    @Test func buttonStyleShrinksWhilePressed() {
        let host = ViewHost(RealWorld.CheckoutButton())
        let label = { Fidelity.item(host, text: "Buy now")! }
        guard let press = host.press(at: center(label())) else { Issue.record("no press"); return }
        host.advance(by: 18 * Fidelity.frame)
        #expect(Fidelity.close(scale(label()), 0.92, 1e-6))
        press.release()
        #expect(label().content == .text("Buy now · 1", font: .headline) || Fidelity.texts(host) == ["Buy now · 1"])
        host.advance(by: 18 * Fidelity.frame)
        #expect(Fidelity.close(scale(label()), 1, 1e-6))
    }

    @Test func typingDotsStartInTurn() {
        let host = ViewHost(RealWorld.TypingIndicator())
        let dots = { self.colorItems(host, .secondary) }
        let rest = dots().map(\.transform.ty)
        host.advance(by: 15 * Fidelity.frame)
        let now = dots().map(\.transform.ty)
        // Half of ease-in-out from 2 to −4 on the first dot; the third waits 0.3 s.
        #expect(Fidelity.close(now[0] - rest[0], -3, 1e-6))
        #expect(now[2] == rest[2])
    }

    @Test func playPauseSwapsItsSymbol() {
        let host = ViewHost(RealWorld.PlayPauseButton())
        let pause = ViewHost(Image(systemName: "pause.fill").font(.system(size: 36))).displayList.items
        let play = ViewHost(Image(systemName: "play.fill").font(.system(size: 36))).displayList.items
        #expect(glyphs(host).map(\.content) == play.map(\.content))
        tapCenter(host, of: glyphs(host).first)
        host.advance(by: 1)
        #expect(glyphs(host).map(\.content) == pause.map(\.content))
    }

    @Test func toggleKnobFollowsTheInterpolatingSpring() {
        let host = ViewHost(RealWorld.ToggleSwitchRow())
        let knob = { self.colorItems(host, .white)[0] }
        let start = center(knob()).x
        tapCenter(host, of: knob())
        host.advance(by: 6 * Fidelity.frame)
        let expected = 20 * springProgress(stiffness: 300, damping: 20, time: 0.1)
        #expect(Fidelity.close(center(knob()).x - start, expected, 1e-6))
        host.advance(by: 2)
        #expect(Fidelity.close(center(knob()).x - start, 20, 1e-3))
    }

    @Test func heartbeatKeyframesRepeat() {
        let host = ViewHost(RealWorld.Heartbeat())
        let heart = { host.displayList.items[0] }
        host.advance(by: 15 * Fidelity.frame)
        #expect(Fidelity.close(degrees(heart()), -8, 1e-6))
        host.advance(by: 15 * Fidelity.frame)
        #expect(Fidelity.close(degrees(heart()), 0, 1e-6))
        host.advance(by: 45 * Fidelity.frame)
        #expect(Fidelity.close(degrees(heart()), -8, 1e-6))
    }

    @Test func notificationRowsUseAsymmetricTransitions() {
        let host = ViewHost(RealWorld.NotificationList())
        Fidelity.tap(host, text: "Add")
        host.advance(by: 12 * Fidelity.frame)
        let inserted = Fidelity.item(host, text: "Call mom")
        #expect(Fidelity.close(inserted?.opacity ?? -1, 0.5, 1e-6))
        #expect(Fidelity.close(inserted.map(scale) ?? 0, 0.9, 1e-6))
        host.advance(by: 1)
        Fidelity.tap(host, text: "Clear first")
        host.advance(by: 12 * Fidelity.frame)
        let leaving = Fidelity.item(host, text: "Call mom")
        #expect((leaving?.transform.tx ?? 0) > 0)
        #expect(Fidelity.close(leaving?.opacity ?? -1, 0.5, 1e-6))
        host.advance(by: 1)
        #expect(Fidelity.item(host, text: "Call mom") == nil)
    }

    @Test func scrollTransitionDimsRowsOutsideTheViewport() {
        let host = ViewHost(RealWorld.FadingFeed())
        let rows = items(host) { if case .shape(.roundedRectangle, _) = $0 { true } else { false } }
        #expect(rows.first?.opacity == 1)
        let hidden = rows.filter { $0.frame.minY >= host.size.height }
        #expect(!hidden.isEmpty)
        #expect(hidden.allSatisfy { Fidelity.close($0.opacity, 0.3, 1e-6) }, "\(rows.map(\.opacity))")
    }

    @Test func shimmerSweepsAcross() {
        let host = ViewHost(RealWorld.SkeletonRow())
        let gloss = { self.items(host) { if case .path(_, .gradientFill) = $0 { true } else { false } } }
        host.advance(by: 18 * Fidelity.frame)
        let first = gloss().first.map(center)
        host.advance(by: 18 * Fidelity.frame)
        let second = gloss().first.map(center)
        guard let first, let second else { Issue.record("no gloss"); return }
        // Linear: 0.3 s is a quarter of 1.2 s, a quarter of the 2.4 widths the phase travels.
        let width = host.displayList.items.map(\.frame.maxX).max()! - host.displayList.items.map(\.frame.minX).min()!
        #expect(Fidelity.close(second.x - first.x, 0.6 * width, 1))
    }

    @Test func checkmarkDrawsAfterItsDelay() {
        let host = ViewHost(RealWorld.SuccessBadge())
        let stroke = { self.items(host) { if case .path(_, .stroke(.green, _)) = $0 { true } else { false } } }
        host.advance(by: 6 * Fidelity.frame)
        #expect(stroke().allSatisfy { if case .path(let path, _) = $0.content { path.isEmpty } else { false } })
        host.advance(by: 1)
        #expect(stroke().count == 1)
    }

    @Test func scenePhasePausesTheSpin() {
        let host = ViewHost(RealWorld.SyncBadge())
        host.advance(by: 15 * Fidelity.frame)
        let icon = { host.displayList.items[0] }
        #expect(abs(degrees(icon())) > 1)
        host.environment.scenePhase = .background
        host.advance(by: 2)
        #expect(Fidelity.close(degrees(icon()), 0, 1e-6))
        #expect(ScenePhase.background < .inactive && ScenePhase.inactive < .active)
    }

    @Test func geometryChangeDrivesTheUnderline() {
        let host = ViewHost(RealWorld.MeasuredUnderline())
        host.advance(by: 1)
        let title = { Fidelity.item(host, text: "Songs") ?? Fidelity.item(host, text: "Recently")! }
        let bar = { self.colorItems(host, .pink)[0] }
        #expect(Fidelity.close(bar().frame.width, title().frame.width, 1e-6))
        let short = title().frame.width
        Fidelity.tap(host, text: "Switch")
        let long = title().frame.width
        #expect(long > short)
        host.advance(by: 12 * Fidelity.frame)
        // The action animates with ease-in-out: halfway at half its 0.4 s.
        #expect(Fidelity.close(bar().frame.width, (short + long) / 2, 1e-6))
        host.advance(by: 1)
        #expect(Fidelity.close(bar().frame.width, long, 1e-6))
    }
}
