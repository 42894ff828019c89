/// The library's version: the one place it is written. `make install`
/// reads both numbers from this file for the shared library's name, the
/// pkg-config file and the introspection namespace (SlidingPages-API.0);
/// the sample prints it with --version.
public enum SlidingPagesVersion {
    /// The release, as semantic versioning counts it.
    public static let string = "0.2.0"
    /// The API generation: the library is libsliding-pages-API, its
    /// headers in sliding-pages-API/, its GIR namespace version API.0.
    public static let api = 1
}
