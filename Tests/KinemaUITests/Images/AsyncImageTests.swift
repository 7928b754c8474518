import Foundation
import Kinema
import KinemaTestSupport
import Testing

// `AsyncImage` as apps write it: a placeholder until the bytes arrive, the image at the URL's
// pixels over the scale, a failure phase for a missing file or bytes that are no image.
@MainActor
@Suite("AsyncImage")
struct AsyncImageTests {
    /// A PNG of `width` × `height` pixels in a fresh temporary folder.
    private func pngFile(width: Int, height: Int) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("async-image-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("picture.png")
        try TestPNG.data(width: width, height: height).write(to: url)
        return url
    }

    /// Lets the load (read off the main actor) finish: the main actor turns, the reader sleeps.
    private func settle(until condition: () -> Bool) async {
        for _ in 0..<2_000 where !condition() {
            await Task.yield()
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
    }

    private func imageItems<Root: View>(_ host: ViewHost<Root>) -> [DisplayList.ImageContent] {
        host.displayList.items.compactMap { item in
            if case .image(let image) = item.content { return image }
            return nil
        }
    }

    private struct Avatar: View {
        let url: URL?
        let scale: CGFloat
        var body: some View {
            AsyncImage(url: url, scale: scale) { image in
                image
            } placeholder: {
                Color.gray.frame(width: 10, height: 10)
            }
        }
    }

    @Test func thePlaceholderShowsUntilTheImageLoadsAtItsPixelsOverTheScale() async throws {
        let url = try pngFile(width: 120, height: 60)
        let host = ViewHost(Avatar(url: url, scale: 2), size: CGSize(width: 200, height: 200))
        // The first frame is the empty phase: the placeholder's 10 × 10 grey square.
        #expect(imageItems(host).isEmpty)
        #expect(host.displayList.items.first?.frame.size == CGSize(width: 10, height: 10))
        await settle { !imageItems(host).isEmpty }
        let image = try #require(imageItems(host).first as DisplayList.ImageContent?)
        // 120 × 60 pixels at scale 2 are 60 × 30 points.
        #expect(image.naturalSize == CGSize(width: 60, height: 30))
    }

    private struct Phases: View {
        let url: URL?
        var body: some View {
            AsyncImage(url: url) { phase in
                switch phase {
                case .empty: Color.blue.frame(width: 1, height: 1)
                case .success(let image): image
                case .failure: Color.red.frame(width: 3, height: 3)
                @unknown default: EmptyView()
                }
            }
        }
    }

    @Test func aMissingFileEndsInTheFailurePhase() async {
        let missing = URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString).png")
        let host = ViewHost(Phases(url: missing), size: CGSize(width: 100, height: 100))
        #expect(host.displayList.items.first?.frame.size == CGSize(width: 1, height: 1))
        await settle { host.displayList.items.first?.frame.size == CGSize(width: 3, height: 3) }
        #expect(host.displayList.items.first?.frame.size == CGSize(width: 3, height: 3))
    }

    @Test func bytesThatAreNoImageEndInTheFailurePhase() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("not-an-image-\(UUID().uuidString).txt")
        try Data("hello".utf8).write(to: url)
        let host = ViewHost(Phases(url: url), size: CGSize(width: 100, height: 100))
        await settle { host.displayList.items.first?.frame.size == CGSize(width: 3, height: 3) }
        #expect(host.displayList.items.first?.frame.size == CGSize(width: 3, height: 3))
    }

    @Test func aNilURLStaysEmpty() async {
        let host = ViewHost(Phases(url: nil), size: CGSize(width: 100, height: 100))
        for _ in 0..<50 { await Task.yield() }
        #expect(host.displayList.items.first?.frame.size == CGSize(width: 1, height: 1))
    }

    @Test func theDefaultFormFillsTheOfferedSpaceWithGreyUntilLoaded() async throws {
        let url = try pngFile(width: 40, height: 20)
        let host = ViewHost(AsyncImage(url: url).frame(width: 80, height: 50), size: CGSize(width: 100, height: 100))
        #expect(host.displayList.items.first?.frame.size == CGSize(width: 80, height: 50))
        #expect(imageItems(host).isEmpty)
        await settle { !imageItems(host).isEmpty }
        #expect(imageItems(host).first?.naturalSize == CGSize(width: 40, height: 20))
    }

    @Test func thePhaseExposesTheImageAndTheError() {
        struct Failure: Error {}
        #expect(AsyncImagePhase.empty.image == nil && AsyncImagePhase.empty.error == nil)
        #expect(AsyncImagePhase.success(Image("x")).image == Image("x"))
        #expect(AsyncImagePhase.failure(Failure()).error is Failure)
    }
}
