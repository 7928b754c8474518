import Foundation
import Kinema
import KinemaTestSupport
import Testing

// SwiftUI control code as animation demos write it, pasted unchanged but the import: it must compile
// against Kinema and behave in a host as in SwiftUI.

// MARK: - A like button with a bouncy press style

private struct BouncyButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .scaleEffect(configuration.isPressed ? 0.85 : 1.0)
            .animation(.bouncy, value: configuration.isPressed)
    }
}

private struct LikeButton: View {
    @State private var isLiked = false
    @State private var count = 41

    var body: some View {
        Button {
            withAnimation(.spring(response: 0.3, dampingFraction: 0.5)) {
                isLiked.toggle()
                count += isLiked ? 1 : -1
            }
        } label: {
            HStack {
                Image(systemName: isLiked ? "heart.fill" : "heart")
                    .foregroundStyle(isLiked ? .red : .gray)
                    .scaleEffect(isLiked ? 1.2 : 1)
                Text("\(count)")
                    .contentTransition(.numericText())
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 10)
            .background(Capsule().fill(.ultraThinMaterial))
        }
        .buttonStyle(BouncyButtonStyle())
    }
}

// MARK: - A settings toggle

private struct SettingsView: View {
    @State private var notificationsEnabled = false
    @State private var volume = 0.5
    @State private var reminders = 3

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Toggle("Notifications", isOn: $notificationsEnabled.animation(.easeInOut))
                .tint(.purple)
            if notificationsEnabled {
                Slider(value: $volume, in: 0...1) {
                    Text("Volume")
                } minimumValueLabel: {
                    Image(systemName: "bell")
                } maximumValueLabel: {
                    Image(systemName: "bell.fill")
                }
                Stepper("Reminders: \(reminders)", value: $reminders, in: 0...10)
            }
            Button(role: .destructive) {
                withAnimation { notificationsEnabled = false }
            } label: {
                Label("Turn Off", systemImage: "bell")
            }
            .buttonStyle(.bordered)
            .controlSize(.small)
        }
        .padding()
    }
}

// MARK: - A segmented picker switching views

private struct LibraryView: View {
    enum Layout: String, CaseIterable, Identifiable {
        case grid = "Grid"
        case list = "List"
        var id: Self { self }
    }

    @State private var layout: Layout = .grid

    var body: some View {
        VStack {
            Picker("Layout", selection: $layout) {
                ForEach(Layout.allCases) { layout in
                    Text(layout.rawValue).tag(layout)
                }
            }
            .pickerStyle(.segmented)
            .onChange(of: layout) { _, _ in }

            ZStack {
                if layout == .grid {
                    RoundedRectangle(cornerRadius: 12).fill(Color.blue).frame(width: 200, height: 200)
                } else {
                    Capsule().fill(Color.orange).frame(width: 300, height: 60)
                }
            }
            .frame(height: 220)

            Button("Switch") {
                withAnimation(.snappy) {
                    layout = layout == .grid ? .list : .grid
                }
            }
            .buttonStyle(.borderedProminent)
            .buttonBorderShape(.capsule)
            .controlSize(.large)
        }
        .padding()
    }
}

// MARK: - More spellings from demos

private struct Odds: View {
    @State private var progress = 0.2
    @State private var favorite = 0
    @State private var bold = false

    var body: some View {
        VStack {
            Button(action: { withAnimation { progress += 0.1 } }) {
                Label("Add", systemImage: "plus.circle")
                    .labelStyle(.iconOnly)
            }
            .buttonStyle(PlainButtonStyle())
            Button("Go", action: {}).buttonStyle(BorderedProminentButtonStyle()).tint(.green)
            Button("Cancel", role: .cancel) {}
            Picker(selection: $favorite, label: Text("Favorite")) {
                Text("Red").tag(0)
                Text("Green").tag(1)
            }
            .pickerStyle(SegmentedPickerStyle())
            Toggle(isOn: $bold) { Text("Bold") }
                .toggleStyle(SwitchToggleStyle(tint: .orange))
            Toggle("Bold", isOn: $bold).toggleStyle(.button)
            ProgressView(value: progress, total: 1.0)
                .progressViewStyle(LinearProgressViewStyle())
            ProgressView("Loading…")
                .progressViewStyle(CircularProgressViewStyle(tint: .blue))
            Stepper("", value: $favorite, in: 0...1).labelsHidden()
        }
    }
}

@MainActor
@Suite("SwiftUI control spellings")
struct ControlSpellingTests {
    @Test func theLikeButtonPressesBouncesAndCounts() throws {
        let host = ViewHost(LikeButton())
        let items = host.displayList.items
        // The material capsule, the heart, the count.
        #expect(items.count == 3)
        let centre = CGPoint(x: items[0].frame.midX, y: items[0].frame.midY)
        let press = try #require(host.press(at: centre))
        // The press style's bouncy spring (response 0.5, ζ = 0.7) shrinks the whole label.
        var spring = SpringTrack(.bouncy, from: 1, to: 0.85, at: 0, components: 2)
        for frame in 1...12 {
            host.advance(by: frameStep)
            spring.step(to: host.frameTime())
            expectSpringFrame(host.displayList.items[0].transform.a, spring, "frame \(frame)")
        }
        press.release()
        host.advance(by: 2)
        let liked = host.displayList.items
        #expect(liked[1].foregroundColor == .red)
        guard case .text(let count) = liked[2].content else { throw Unexpected.content }
        #expect(count.runs.map(\.string) == ["42"])
        #expect(abs(liked[0].transform.a - 1) < 1e-9)
    }

    @Test func theSettingsToggleRevealsItsControls() {
        let host = ViewHost(SettingsView())
        let before = host.displayList.items.count
        let track = host.displayList.items.first { $0.content == .shape(.capsule, fill: Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.16)) }
        guard let track else {
            Issue.record("the switch's track, off")
            return
        }
        #expect(host.tap(at: CGPoint(x: track.frame.midX, y: track.frame.midY)))
        host.advance(by: 1)
        #expect(host.displayList.items.count > before)
        #expect(host.displayList.items.contains { $0.content == .shape(.capsule, fill: .purple) })
    }

    @Test func theSegmentedPickerSwitchesViews() throws {
        let host = ViewHost(LibraryView(), size: CGSize(width: 400, height: 500))
        #expect(host.displayList.items.contains { $0.content == .shape(.roundedRectangle(cornerRadius: 12), fill: .blue) })
        let track = try #require(host.displayList.items.first)
        host.tap(at: CGPoint(x: track.frame.minX + track.frame.width * 0.75, y: track.frame.midY))
        host.advance(by: 1)
        #expect(host.displayList.items.contains { $0.content == .shape(.capsule, fill: .orange) })
        // The prominent capsule button switches back, inside withAnimation.
        let button = try #require(host.displayList.items.first { $0.content == .path(
            Path(roundedRect: CGRect(origin: .zero, size: $0.frame.size), cornerRadius: $0.frame.height / 2, style: .circular),
            .fill(.accentColor, eoFill: false)) })
        host.tap(at: CGPoint(x: button.frame.midX, y: button.frame.midY))
        host.advance(by: 1)
        #expect(host.displayList.items.contains { $0.content == .shape(.roundedRectangle(cornerRadius: 12), fill: .blue) })
    }

    @Test func theOtherSpellingsCompileAndDraw() {
        let host = ViewHost(Odds(), size: CGSize(width: 400, height: 800))
        #expect(host.displayList.items.count > 20)
        #expect(host.isAnimating)   // the spinner turns
    }
}
