/// The chrome's look as CSS, one stylesheet for both faces: the nodes
/// each pager draws through (strip, title, dots, dot, scrubber, nub,
/// bubble) and the standalone dots' and scrubber's. A face installs it at
/// the lowest priority, so a theme or an app's CSS overrides it, and
/// options set in code override both.
public enum ChromeStyleSheet {
    /// The default look, in GTK CSS; it names the theme's `@theme_fg_color`
    /// and `@theme_bg_color`, which GTK 3, GTK 4 and libadwaita define.
    public static let fallback = """
slidingpages strip { color: @theme_fg_color; background-color: @theme_bg_color; box-shadow: inset 0 -1px alpha(@theme_fg_color, 0.15); font-weight: normal; }
slidingpages strip title { color: alpha(@theme_fg_color, 0.5); }
slidingpages strip title:selected { color: @theme_fg_color; }
slidingpages strip.patterned { color: white; background-color: transparent; box-shadow: none; }
slidingpages strip.patterned title { color: alpha(white, 0.6); }
slidingpages strip.patterned title:selected { color: white; }
slidingpages dots { background-color: alpha(@theme_bg_color, 0.8); border-radius: 8px; }
slidingpages dots dot { color: alpha(@theme_fg_color, 0.3); }
slidingpages dots dot:checked { color: alpha(@theme_fg_color, 0.9); }
slidingpages scrubber nub { background-color: alpha(@theme_fg_color, 0.6); border-radius: 15px; }
slidingpages scrubber nub:active { background-color: #3584e4; }
slidingpages scrubber bubble { background-color: alpha(#1c1f24, 0.85); color: white; border-radius: 6px; padding: 4px 8px; }
.sliding-pages-dots dot { color: alpha(@theme_fg_color, 0.55); }
.sliding-pages-dots dot:checked { color: alpha(@theme_fg_color, 0.9); }
.sliding-pages-scrubber nub { background-color: alpha(@theme_fg_color, 0.6); border-radius: 15px; }
.sliding-pages-scrubber nub:active { background-color: #3584e4; }
.sliding-pages-scrubber bubble { background-color: alpha(#1c1f24, 0.85); color: white; border-radius: 6px; padding: 4px 8px; }
"""
}
