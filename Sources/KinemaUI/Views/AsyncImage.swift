import Foundation

/// A view that asynchronously loads and displays an image.
///
/// ```swift
/// AsyncImage(url: URL(string: "https://example.com/icon.png")) { image in
///     image.resizable().scaledToFit()
/// } placeholder: {
///     ProgressView()
/// }
/// .frame(width: 50, height: 50)
/// ```
///
/// The view starts in the ``AsyncImagePhase/empty`` phase and loads the URL's bytes off the main
/// actor when it appears (again when the URL changes). PNG, JPEG and SVG bytes become
/// ``AsyncImagePhase/success(_:)`` with an ``Image`` of the URL's pixels at `scale` (a PNG 100
/// pixels wide at scale 2 is 50 points wide); anything else, or a failed read, becomes
/// ``AsyncImagePhase/failure(_:)``. The phase changes under the `transaction` given.
///
/// Without content closures the image draws at its natural size, and a grey rectangle
/// (`secondarySystemFill`) stands in while loading or after a failure, as in SwiftUI.
///
/// > Note: `file:` URLs always load. Remote (`http`, `https`) URLs load through Foundation's URL
/// > loading when the program links `FoundationNetworking` (any `import FoundationNetworking` in
/// > it), and otherwise fail: Kinema itself does not link the network stack.
public struct AsyncImage<Content: View>: View {
    let url: URL?
    let scale: CGFloat
    let transaction: Transaction
    let content: (AsyncImagePhase) -> Content
    /// Whether the grey placeholder stands in until an image loads (the `init(url:scale:)` form,
    /// whose content is the image itself).
    var drawsDefaultPlaceholder = false
    @State private var phase = AsyncImagePhase.empty

    /// Loads and displays a modifiable image from the specified URL in phases.
    ///
    /// ```swift
    /// AsyncImage(url: url, transaction: Transaction(animation: .easeIn)) { phase in
    ///     switch phase {
    ///     case .success(let image): image.resizable()
    ///     case .failure: Image(systemName: "photo")
    ///     default: ProgressView()
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - url: The URL of the image to display.
    ///   - scale: The scale to use for the image (pixels per point). The default is `1`.
    ///   - transaction: The transaction to use when the phase changes.
    ///   - content: A closure that takes the load phase as an input, and returns the view to
    ///     display for the specified phase.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.init(url: url, scale: scale, transaction: transaction, phaseContent: content)
    }

    init(url: URL?, scale: CGFloat, transaction: Transaction, phaseContent content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.transaction = transaction
        self.content = content
    }

    /// Loads and displays a modifiable image from the specified URL using a custom placeholder
    /// until the image loads.
    ///
    /// ```swift
    /// AsyncImage(url: avatarURL) { $0.resizable() } placeholder: { Color.gray }
    /// ```
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.init(url: url, scale: scale, transaction: Transaction(), phaseContent: { phase in
            if let image = phase.image {
                _ConditionalContent(storage: .trueContent(content(image)))
            } else {
                _ConditionalContent(storage: .falseContent(placeholder()))
            }
        })
    }

    /// The content for the current phase; the load runs as the view's task.
    public var body: some View {
        let phase = $phase
        let url = url, scale = scale, transaction = transaction
        return Group {
            if drawsDefaultPlaceholder, self.phase.image == nil {
                AsyncImagePlaceholder()
            } else {
                content(self.phase)
            }
        }
            .task(id: url) {
                if case .success = phase.wrappedValue {
                    withTransaction(transaction) { phase.wrappedValue = .empty }
                }
                let loaded = await AsyncImageLoader.load(url, scale: scale)
                guard !Task.isCancelled else { return }
                withTransaction(transaction) { phase.wrappedValue = loaded }
            }
    }
}

extension AsyncImage where Content == Image {
    /// Loads and displays an image from the specified URL.
    ///
    /// ```swift
    /// AsyncImage(url: URL(string: "https://example.com/icon.png"))
    ///     .frame(width: 200, height: 200)
    /// ```
    ///
    /// Until the image loads, and after a failure, a grey rectangle fills the space offered.
    public init(url: URL?, scale: CGFloat = 1) {
        // The content is only asked for once there is an image.
        self.init(url: url, scale: scale, transaction: Transaction(), phaseContent: { $0.image ?? Image(systemName: "") })
        drawsDefaultPlaceholder = true
    }
}

/// What an ``AsyncImage`` without a placeholder of its own draws until its image loads: a grey
/// rectangle filling the space offered.
struct AsyncImagePlaceholder: View {
    var body: some View {
        Rectangle().fill(ControlMetrics.secondarySystemFill)
    }
}

/// The current phase of the asynchronous image loading operation.
///
/// ```swift
/// AsyncImage(url: url) { phase in
///     if let image = phase.image { image } else if phase.error != nil { Color.red } else { Color.blue }
/// }
/// ```
public enum AsyncImagePhase: Sendable {
    /// No image is loaded.
    case empty
    /// An image successfully loaded.
    case success(Image)
    /// An image failed to load with an error.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error that occurred when attempting to load an image, if any.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// Reads an image's bytes off the main actor and registers them as a named image.
enum AsyncImageLoader {
    /// Why a load failed.
    struct LoadError: Error, CustomStringConvertible {
        let description: String
    }

    static func load(_ url: URL?, scale: CGFloat) async -> AsyncImagePhase {
        guard let url else { return .empty }
        let read = await Task.detached(priority: .userInitiated) { () -> Result<Data, any Error> in
            Result { try Data(contentsOf: url) }
        }.value
        switch read {
        case .failure(let error):
            return .failure(error)
        case .success(let data):
            // One registry name per URL and scale: loading it again replaces the bytes.
            let name = "kinema.async-image:\(scale):\(url.absoluteString)"
            guard ImageRegistry.register(imageData: data, named: name, scale: scale) else {
                return .failure(LoadError(description: "\(url.absoluteString) is not a PNG, JPEG or SVG image"))
            }
            return .success(Image(name))
        }
    }
}
