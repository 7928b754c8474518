// `kinema-soak FRAMES [EVERY]`: one scene with a repeating phase animator, a repeating keyframe
// animator and a `repeatForever` animation, advanced FRAMES frames at 60 fps. Every EVERY frames
// (default FRAMES / 10) it prints the resident memory and a hash of the frame's SVG:
//
//     frame 100000 rss-kib 21344 svg 9f3a…
//
// Memory must stay flat, and two runs must print the same hashes (Fuzz/README.md).
import Foundation
import KinemaCore
import KinemaRender
import KinemaUI

@main
struct Soak {
    @MainActor
    static func main() {
        let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
        let frames = max(arguments.first ?? 1_000_000, 1)
        let every = max(arguments.dropFirst().first ?? frames / 10, 1)
        let host = ViewHost(SoakScene(), size: CGSize(width: 240, height: 160), framesPerSecond: 60)
        let renderer = SVGRenderer()
        for frame in 1...frames {
            host.advance(by: 1.0 / 60)
            if frame % every == 0 {
                let svg = renderer.render(host.displayList, size: host.size)
                print("frame \(frame) rss-kib \(residentKiB()) svg \(fnv1a(svg))")
            }
        }
    }

    /// Resident memory in KiB, from /proc/self/statm (pages × page size); 0 where there is none.
    static func residentKiB() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
    }

    /// A 64-bit FNV-1a hash of the text, in hex: equal texts, equal hashes.
    static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}

/// Three animations that never end, side by side.
struct SoakScene: View {
    @State private var spinning = false

    var body: some View {
        HStack(spacing: 20) {
            Circle()
                .fill(Color.orange)
                .frame(width: 40, height: 40)
                .phaseAnimator([1.0, 1.4, 0.8]) { content, scale in content.scaleEffect(scale) }
            RoundedRectangle(cornerRadius: 6)
                .fill(Color.teal)
                .frame(width: 40, height: 40)
                .keyframeAnimator(initialValue: 0.0, repeating: true) { content, offset in
                    content.offset(y: offset)
                } keyframes: { _ in
                    CubicKeyframe(-20.0, duration: 0.4)
                    SpringKeyframe(0.0, duration: 0.5, spring: .bouncy)
                }
            Capsule()
                .fill(Color.purple)
                .frame(width: 20, height: 50)
                .rotationEffect(.degrees(spinning ? 360 : 0))
                .animation(.linear(duration: 1.3).repeatForever(autoreverses: false), value: spinning)
                .onAppear { spinning = true }
        }
    }
}
