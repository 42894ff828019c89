import CSlidingPages4
import CSlidingPagesGtk4
import SlidingPagesCore

// The standalone scrubber's GObject face: its properties are the core's
// option record for the standalone scrubber (GTK 3's names and ranges).

/// The installed pspecs by entry, and the first entry's id.
nonisolated(unsafe) var scrubberPspecs: [UnsafeMutablePointer<GParamSpec>?] = []
nonisolated(unsafe) var scrubberFirstId: guint = 0

@_cdecl("sliding_pages4_install_scrubber_properties")
func installScrubberProperties(_ klass: UnsafeMutablePointer<GObjectClass>?, _ first: guint) {
    guard let klass else { return }
    scrubberFirstId = first
    for (k, spec) in ScrubberOptionTable.all.enumerated() {
        let p = pspec(spec, writable: spec.writable)
        g_object_class_install_property(klass, first + guint(k), p)
        scrubberPspecs.append(p)
    }
}

extension ScrollScrubber {
    func getProperty(_ id: guint, _ value: UnsafeMutablePointer<GValue>) {
        let k = Int(id) - Int(scrubberFirstId)
        guard ScrubberOptionTable.all.indices.contains(k) else { return }
        let spec = ScrubberOptionTable.all[k]
        setValue(value, self.value(spec), spec)
    }

    func setProperty(_ id: guint, _ value: UnsafePointer<GValue>) {
        let k = Int(id) - Int(scrubberFirstId)
        guard ScrubberOptionTable.all.indices.contains(k) else { return }
        let spec = ScrubberOptionTable.all[k]
        set(spec, number(of: value, spec))
    }
}

@MainActor
private func scrubber(_ address: UInt) -> ScrollScrubber { Unmanaged<ScrollScrubber>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).takeUnretainedValue() }

/// The hook table every scrubber calls.
nonisolated(unsafe) let scrubberHooks: UnsafeMutablePointer<SlidingPages4ScrubberHooks> = {
    let h = UnsafeMutablePointer<SlidingPages4ScrubberHooks>.allocate(capacity: 1)
    h.initialize(to: SlidingPages4ScrubberHooks(
        snapshot: { data, snapshot in
            onMainActor((UInt(bitPattern: data), snapshot!)) { v in scrubber(v.0).snapshot(v.1) }
        },
        press: { data, x, y in
            let a = UInt(bitPattern: data)
            return MainActor.assumeIsolated { scrubber(a).press(x: x, y: y) } ? 1 : 0
        },
        drag: { data, x, y in
            let a = UInt(bitPattern: data)
            MainActor.assumeIsolated { scrubber(a).drag(x: x, y: y) }
        },
        release: { data in
            let a = UInt(bitPattern: data)
            MainActor.assumeIsolated { scrubber(a).release() }
        },
        content_changed: { data in
            let a = UInt(bitPattern: data)
            MainActor.assumeIsolated { scrubber(a).contentChanged() }
        },
        place_nub: { data in
            let a = UInt(bitPattern: data)
            MainActor.assumeIsolated { scrubber(a).placeNub() }
        },
        get_property: { data, id, value in
            let a = UInt(bitPattern: data), v = UInt(bitPattern: value)
            MainActor.assumeIsolated { scrubber(a).getProperty(id, UnsafeMutablePointer(bitPattern: v)!) }
        },
        set_property: { data, id, value in
            let a = UInt(bitPattern: data), v = UInt(bitPattern: value)
            MainActor.assumeIsolated { scrubber(a).setProperty(id, UnsafePointer(bitPattern: v)!) }
        },
        dispose: { data in
            let a = UInt(bitPattern: data)
            MainActor.assumeIsolated {
                let s = scrubber(a)
                s.disposed()
                Unmanaged.passUnretained(s).release()
            }
        }))
    return h
}()

/// A scrubber made by g_object_new (C, a binding, a .ui file) gets its
/// Swift side; one ``ScrollScrubber/init(_:)`` makes gets it from there.
@_cdecl("sliding_pages4_scrubber_adopt")
func adoptScrubber(_ object: OpaquePointer?) {
    let address = UInt(bitPattern: object)
    MainActor.assumeIsolated {
        guard !ScrollScrubber.constructing, let w = Widget(bitPattern: address) else { return }
        _ = ScrollScrubber(adopting: w)
    }
}
