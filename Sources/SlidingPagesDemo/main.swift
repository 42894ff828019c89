import CGtk
import SlidingPagesCore

// The sample window: label pages placed, recycled and animated by the core.
// It runs under GTK's main loop only; every callback arrives on that thread.

MainActor.assumeIsolated {
    let options = DemoOptions.parse(CommandLine.arguments)
    guard gtk_init_check(nil, nil) != 0 else {
        print("SlidingPagesDemo: cannot open a display (is DISPLAY or WAYLAND_DISPLAY set?)")
        exit(1)
    }
    let app = DemoWindow(options: options)
    app.show()
    gtk_main()
}
