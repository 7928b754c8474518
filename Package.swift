// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "Kinema",
    products: [
        .library(name: "Kinema", targets: ["Kinema"]),
        .library(name: "KinemaCore", targets: ["KinemaCore"]),
        .library(name: "KinemaGraph", targets: ["KinemaGraph"]),
        .library(name: "KinemaDisplay", targets: ["KinemaDisplay"]),
        .library(name: "KinemaUI", targets: ["KinemaUI"]),
        .library(name: "KinemaRender", targets: ["KinemaRender"]),
        .library(name: "KinemaPreviews", targets: ["KinemaPreviews"]),
        // `import SwiftUI` and `import Combine` for platforms without Apple's: add them to a
        // target with `condition: .when(platforms: [.linux])` (README, "SwiftUI code on Linux").
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "Combine", targets: ["Combine"]),
        // The tool keeps the command name `kinema`; its target is `KinemaTool`, because a folder
        // `Sources/kinema` beside `Sources/Kinema` is one folder on case-insensitive file systems.
        .executable(name: "kinema", targets: ["KinemaTool"]),
        // What `kinema` reads Swift with (a package's previews), on swift-syntax: a program of its
        // own that `kinema` builds the first time it is needed, so `swift run kinema` never does.
        .executable(name: "kinema-source", targets: ["KinemaSourceTool"]),
        // The live preview server behind `kinema preview`: its own product, so the library
        // targets above stay free of the server's dependencies.
        .library(name: "KinemaPreviewServer", targets: ["KinemaPreviewServer"]),
        // Xcode's generated asset symbols (`Color(.brand)`, `Image(.logo)`) for a target's
        // asset catalogues on Linux (README, "Asset catalogues").
        .plugin(name: "KinemaAssetSymbols", targets: ["KinemaAssetSymbols"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0"),
        // KinemaUI's Combine (publishers, subjects, operators, ObservableObject, @Published): the
        // ecosystem's Combine for platforms without Apple's. Kinema adds the schedulers and timers
        // that run on a host's virtual clock.
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", from: "0.14.0"),
        // Only the preview macros and `kinema-source` (previews read from a package) use it; 603
        // is Swift 6.3's.
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.0"),
        // The preview server's HTTP and WebSockets: Foundation and sockets only, about 15 s of
        // CPU to build cold here against Hummingbird's 136 s (README, "Build cost").
        .package(url: "https://github.com/swhitty/FlyingFox.git", from: "0.27.0"),
        // Only the server's tests use it, as their WebSocket client (FlyingFox has none).
        .package(url: "https://github.com/hummingbird-project/swift-websocket.git", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.0.0"),
        // KinemaRender fills its pages' templates with it, so their markup, style sheet and
        // scripts are files a browser and a linter read, not Swift strings: one module with no
        // dependencies of its own, about 11 s of CPU to build cold here (README, "Previews").
        .package(url: "https://github.com/hummingbird-project/swift-mustache.git", from: "2.1.1"),
    ],
    targets: [
        // MARK: - Public API

        // Value-level maths: vectors, geometry, curves, springs, animations, keyframes, transactions.
        .target(name: "KinemaCore"),
        // The runtime: attribute graph, update transactions, animators, clocks.
        .target(name: "KinemaGraph", dependencies: ["KinemaCore"]),
        // What a frame draws, as plain values: the display list, paths, colours and paints, fonts
        // and text layout, images and symbol artwork.
        .target(name: "KinemaDisplay", dependencies: ["KinemaCore"]),
        // The declarative layer: views, state, modifiers, the headless host.
        .target(
            name: "KinemaUI",
            dependencies: [
                "KinemaGraph", "KinemaDisplay", "KinemaAssetCatalog",
                .product(name: "OpenCombine", package: "OpenCombine"),
            ]
        ),
        // Display lists to SVG; recordings, HTML pages and line charts. The pages' templates,
        // style sheet and scripts are compiled in as bytes: a client's program needs no bundle.
        .target(
            name: "KinemaRender",
            dependencies: ["KinemaDisplay", "KinemaUI", .product(name: "Mustache", package: "swift-mustache")],
            resources: [.embedInCode("Page/Resources")]
        ),
        // Display lists drawn to pixels with cairo, found at run time (dlopen), so nothing here
        // needs cairo's headers or library to build: the native window's rasteriser.
        .target(name: "KinemaCairo", dependencies: ["KinemaDisplay", "KinemaRender"]),
        // A host in a native window: SDL 2 for the window and input, found at run time as cairo
        // is; the worked example of embedding Kinema in another toolkit (`kinema window`).
        .target(name: "KinemaWindow", dependencies: ["KinemaCairo", "KinemaUI", "KinemaRender"]),
        // `#Preview`, `PreviewProvider` and the preview traits; a preview recorded headless.
        .target(name: "KinemaPreviews", dependencies: ["KinemaRender", "KinemaPreviewMacros"]),
        // The umbrella: re-exports every layer so clients write `import Kinema`.
        .target(
            name: "Kinema",
            dependencies: ["KinemaCore", "KinemaGraph", "KinemaDisplay", "KinemaUI", "KinemaRender", "KinemaPreviews"]
        ),

        // `import SwiftUI`: re-exports Kinema under SwiftUI's module name, and runs an `App`:
        // live in the browser through the preview server, or recorded (KinemaExport).
        .target(name: "SwiftUI", dependencies: ["Kinema", "KinemaExport", "KinemaPreviewServer", "KinemaWindow"]),
        // `import Combine`: re-exports OpenCombine and KinemaUI's schedulers and timers.
        .target(name: "Combine", dependencies: ["KinemaUI", .product(name: "OpenCombine", package: "OpenCombine")]),

        // Asset catalogues' sets and names, read from their JSON: KinemaUI decodes colours and
        // images through it, and the asset-symbol generator names them. Foundation only.
        .target(name: "KinemaAssetCatalog"),
        // The asset-symbol plugin and the program it runs (Foundation and the reader only, so
        // the plugin costs a client seconds of build, not Kinema again).
        .executableTarget(name: "KinemaAssetSymbolGenerator", dependencies: ["KinemaAssetCatalog"]),
        .plugin(name: "KinemaAssetSymbols", capability: .buildTool(), dependencies: ["KinemaAssetSymbolGenerator"]),

        // MARK: - Macros and source reading
        // The only targets built on swift-syntax: the library layers and the `kinema` tool never
        // see it.

        // `#Preview` and `@Previewable`, expanded by the compiler.
        .macro(
            name: "KinemaPreviewMacros",
            dependencies: [
                "KinemaPreviewDiscovery",
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        // What the macros and the tool agree on: a preview's name and place, and the runner
        // programs that call it. Toolchain only, so the tool can use it without swift-syntax.
        .target(name: "KinemaPreviewDiscovery"),
        // The previews in a source file, found by parsing it.
        .target(
            name: "KinemaPreviewScanning",
            dependencies: [
                "KinemaPreviewDiscovery",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),

        // Swift source coloured for the pages by swift-syntax's classifier (SwiftIDEUtils). The
        // gallery's pages take its styles saved (`kinema-source gallery-styles`), so neither
        // KinemaRender nor the tool builds a parser.
        .target(
            name: "KinemaSourceHighlighting",
            dependencies: [
                "KinemaRender",
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),

        // MARK: - Implementation details
        // For the tool and the tests: neither products nor re-exported by `Kinema`.

        // The scenes of the WWDC23 sessions and the article, recorded into a gallery.
        .target(
            name: "KinemaGallery",
            dependencies: [
                "KinemaCore", "KinemaGraph", "KinemaDisplay", "KinemaUI", "KinemaRender",
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            // The saved styles of the scenes' sources, read beside them at run time as they are.
            exclude: ["SceneSourceStyles.txt"],
            resources: [.embedInCode("Resources")]
        ),
        // SVG frames to PNG, GIF and MP4 through the external programs rsvg-convert and ffmpeg.
        .target(name: "KinemaExport", dependencies: ["KinemaDisplay", "KinemaCairo"]),
        // Animations, springs, curves and keyframes read from Swift syntax and sampled into charts.
        .target(name: "KinemaPlotting", dependencies: ["KinemaCore", "KinemaRender"]),

        // The live preview server: scenes in server-side hosts streamed over WebSockets, and the
        // tuning panel. The only target (with the tool and its tests) built on FlyingFox.
        .target(
            name: "KinemaPreviewServer",
            dependencies: [
                // The layers, not the `Kinema` umbrella: the umbrella brings `#Preview`, whose macro
                // builds a second copy of swift-syntax (for the host) in every cold build of the tool.
                "KinemaCore", "KinemaGraph", "KinemaDisplay", "KinemaUI", "KinemaRender",
                "KinemaGallery",
                "KinemaPlotting",
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            // Its pages' templates, style sheet and scripts, compiled in as KinemaRender's are.
            resources: [.embedInCode("Pages/Resources")]
        ),

        // MARK: - Tools

        // The `kinema` command-line tool.
        .executableTarget(
            name: "KinemaTool",
            dependencies: [
                // The layers, not the umbrella, as for the server above.
                "KinemaCore", "KinemaGraph", "KinemaDisplay", "KinemaUI", "KinemaRender",
                "KinemaExport",
                "KinemaGallery",
                "KinemaWindow",
                "KinemaPlotting",
                "KinemaPreviewDiscovery",
                "KinemaPreviewServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `kinema-source`: the previews in a package's files and the gallery's source styles, read
        // with swift-syntax for the tool.
        .executableTarget(
            name: "KinemaSourceTool",
            dependencies: [
                "KinemaGallery", "KinemaPreviewDiscovery", "KinemaPreviewScanning", "KinemaSourceHighlighting",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // MARK: - Fuzzing

        // The fuzz targets' checks (Fuzz/README.md); each `fuzz-*` program is a libFuzzer target
        // when `Fuzz/run` builds it, and replays inputs otherwise.
        .target(
            name: "KinemaFuzzing",
            dependencies: ["KinemaCore", "KinemaUI", "KinemaRender", "KinemaPlotting"],
            path: "Fuzz/Targets"
        ),
        .executableTarget(name: "fuzz-parser", dependencies: ["KinemaFuzzing"], path: "Fuzz/Entry/fuzz-parser"),
        .executableTarget(name: "fuzz-animations", dependencies: ["KinemaFuzzing"], path: "Fuzz/Entry/fuzz-animations"),
        .executableTarget(name: "fuzz-keyframes", dependencies: ["KinemaFuzzing"], path: "Fuzz/Entry/fuzz-keyframes"),
        .executableTarget(name: "fuzz-views", dependencies: ["KinemaFuzzing"], path: "Fuzz/Entry/fuzz-views"),
        // Kinema's concurrent paths at once, for ThreadSanitizer and AddressSanitizer (`Fuzz/sanitize`).
        .executableTarget(name: "kinema-stress", dependencies: ["KinemaCore", "KinemaUI", "KinemaRender"], path: "Fuzz/Stress"),
        // A scene of endless animations run for a million frames: memory must stay flat (`FRAMES` to shorten).
        .executableTarget(name: "kinema-soak", dependencies: ["KinemaCore", "KinemaUI", "KinemaRender"], path: "Fuzz/Soak"),

        // MARK: - Test fixtures

        // A target with previews, and the two runner programs `kinema` writes for it (committed as
        // written): built with the tests, so `swift test` runs previews without building a package.
        // `PreviewRunnerFixtureTests` checks the programs are what the tool writes; the end-to-end
        // check that builds a real package runs in `.ci/run` (README, "Tests").
        .target(name: "PreviewDemo", dependencies: ["Kinema"], path: "Tests/Fixtures/PreviewDemo/PreviewDemo"),
        .executableTarget(
            name: "PreviewDemoRecorder", dependencies: ["PreviewDemo", "Kinema"],
            path: "Tests/Fixtures/PreviewDemo/Recorder"),
        .executableTarget(
            name: "PreviewDemoServer", dependencies: ["PreviewDemo", "Kinema", "KinemaPreviewServer"],
            path: "Tests/Fixtures/PreviewDemo/Server"),

        // An app's asset catalogue read through the asset-symbol plugin, as a client sets it up.
        .target(
            name: "AssetDemo", dependencies: ["SwiftUI"], path: "Tests/Fixtures/AssetDemo",
            resources: [.process("Assets.xcassets")], plugins: ["KinemaAssetSymbols"]),

        // MARK: - Test support and unit test bundles

        .target(
            name: "KinemaTestSupport",
            dependencies: ["KinemaCore"],
            path: "Tests/KinemaTestSupport"
        ),
        .testTarget(
            name: "KinemaCoreTests",
            dependencies: [
                "Kinema",
                "KinemaTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "KinemaGraphTests",
            dependencies: ["KinemaGraph", "KinemaTestSupport"]
        ),
        // The display values alone, without a host.
        .testTarget(
            name: "KinemaDisplayTests",
            dependencies: [
                "KinemaDisplay",
                "KinemaTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "SwiftUIModuleTests",
            dependencies: ["SwiftUI", "Combine"]
        ),
        .testTarget(
            name: "KinemaUITests",
            dependencies: [
                "Kinema",
                "AssetDemo",
                "KinemaAssetCatalog",
                "KinemaTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "KinemaGalleryTests",
            dependencies: [
                "Kinema", "KinemaGallery", "KinemaExport", "KinemaTestSupport", "KinemaPreviewDiscovery",
                "KinemaPreviewScanning", "KinemaSourceHighlighting", "KinemaCairo",
            ]
        ),
        .testTarget(
            name: "KinemaExportTests",
            // `Kinema` draws the frames the tests export.
            dependencies: ["KinemaExport", "KinemaCairo", "Kinema", "KinemaTestSupport", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        // Display lists drawn with cairo, checked pixel by pixel (skipped where cairo is missing).
        .testTarget(
            name: "KinemaCairoTests",
            dependencies: ["KinemaCairo", "Kinema", "KinemaTestSupport"]
        ),
        .testTarget(
            name: "KinemaPlottingTests",
            dependencies: [
                "KinemaPlotting", "Kinema", "KinemaTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "KinemaPreviewsTests",
            dependencies: ["Kinema", "KinemaPreviewDiscovery", "KinemaPreviewScanning"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "KinemaPreviewMacrosTests",
            dependencies: [
                "KinemaPreviewMacros",
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ]
        ),
        .testTarget(
            name: "KinemaPreviewServerTests",
            dependencies: [
                "Kinema", "KinemaPreviewServer", "KinemaTestSupport", "KinemaGallery", "KinemaSourceHighlighting",
                .product(name: "WSClient", package: "swift-websocket"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "KinemaSourceHighlightingTests",
            dependencies: [
                "KinemaSourceHighlighting", "KinemaRender", "KinemaGallery",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "KinemaRenderTests",
            dependencies: [
                "Kinema",
                "KinemaTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ]
)

// Every target: Swift 6 language mode with strict concurrency (the tools-version default),
// and explicit `any` for existentials. Test targets also infer isolated conformances (SE-0470),
// as Xcode's "approachable concurrency" does: a `View` (main actor) that is also `Animatable` then
// compiles unchanged, exactly as SwiftUI code is written.
for target in package.targets where target.type != .plugin {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    if target.type == .test {
        settings.append(.enableUpcomingFeature("InferIsolatedConformances"))
    }
    target.swiftSettings = settings
}
