import CSlidingPagesGtk
import Glibc
import SlidingPages

// The sample window. GTK's main loop is the only loop; every callback runs
// on its thread.

MainActor.assumeIsolated {
    let options = DemoOptions.parse(CommandLine.arguments)
    guard gtk_init_check(nil, nil) != 0 else {
        warn("cannot open a display (is DISPLAY or WAYLAND_DISPLAY set?)")
        exit(1)
    }
    if options.rightToLeft { gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL) }
    DarkPreference.follow()
    let app = DemoWindow(options: options)
    app.show()
    gtk_main()
    exit(app.exitCode)
}
