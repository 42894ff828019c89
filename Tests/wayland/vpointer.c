/* vpointer — a mouse for a headless wlroots compositor (sway), for the
 * Wayland input test (Tests/e2e/wayland-input.sh).
 *
 * Why: a headless sway has no pointer device, and xdotool only speaks X11.
 * wlroots lets a client add a virtual pointer (the zwlr_virtual_pointer_v1
 * protocol), which this small client does, so a test can press, drag,
 * release and scroll in a GTK window the way a hand would, with real time
 * stamps (the pager's fling reads the speed from them).
 *
 * The protocol's interface tables are written out below from its published
 * description rather than generated, so the test needs only libwayland.
 *
 * Usage: vpointer [--size WxH] [COMMAND ARGS...]...
 *   With no commands it reads them from stdin, one or more a line, and keeps
 *   its pointer until stdin closes. Commands:
 *     move X Y    to (X, Y) in output pixels (absolute, within WxH)
 *     press [B]   press button B (a Linux code; default 272, the left one)
 *     release [B] release it
 *     scroll DY   DY wheel notches (positive: down)
 *     sleep MS    wait MS milliseconds
 *   Each input command is sent as one frame and waits for the compositor
 *   to have read it (a round trip).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <wayland-client.h>

/* The two interfaces, by hand: a NULL in a message's types is an argument
 * that is not an object. */
static const struct wl_interface vp_pointer_interface;

static const struct wl_interface *no_types[] = {NULL, NULL, NULL, NULL, NULL};
static const struct wl_interface *create_types[] = {&wl_seat_interface, &vp_pointer_interface};

static const struct wl_message manager_requests[] = {
    {"create_virtual_pointer", "?on", create_types}, /* 0 */
    {"destroy", "", no_types},                       /* 1 */
};
static const struct wl_interface vp_manager_interface = {
    "zwlr_virtual_pointer_manager_v1", 1, 2, manager_requests, 0, NULL,
};

enum { MOTION, MOTION_ABSOLUTE, BUTTON, AXIS, FRAME, AXIS_SOURCE, AXIS_STOP, AXIS_DISCRETE, DESTROY };
static const struct wl_message pointer_requests[] = {
    {"motion", "uff", no_types},
    {"motion_absolute", "uuuuu", no_types},
    {"button", "uuu", no_types},
    {"axis", "uuf", no_types},
    {"frame", "", no_types},
    {"axis_source", "u", no_types},
    {"axis_stop", "uu", no_types},
    {"axis_discrete", "uufi", no_types},
    {"destroy", "", no_types},
};
static const struct wl_interface vp_pointer_interface = {
    "zwlr_virtual_pointer_v1", 1, 9, pointer_requests, 0, NULL,
};

static struct wl_seat *seat;
static struct wl_proxy *manager;

static void global(void *data, struct wl_registry *registry, uint32_t name, const char *interface, uint32_t version) {
    (void)data;
    (void)version;
    if (strcmp(interface, "wl_seat") == 0 && seat == NULL)
        seat = wl_registry_bind(registry, name, &wl_seat_interface, 1);
    else if (strcmp(interface, vp_manager_interface.name) == 0)
        manager = wl_registry_bind(registry, name, &vp_manager_interface, 1);
}

static void global_remove(void *data, struct wl_registry *registry, uint32_t name) {
    (void)data;
    (void)registry;
    (void)name;
}

static const struct wl_registry_listener registry_listener = {global, global_remove};

static struct wl_display *display;
static struct wl_proxy *pointer;
static uint32_t width = 1280, height = 1024;

/* The event time, in ms of CLOCK_MONOTONIC as evdev devices stamp them. */
static uint32_t now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint32_t)(ts.tv_sec * 1000 + ts.tv_nsec / 1000000);
}

static void send_frame(void) {
    wl_proxy_marshal_flags(pointer, FRAME, NULL, 1, 0);
    if (wl_display_roundtrip(display) < 0) {
        fprintf(stderr, "vpointer: the compositor went away\n");
        exit(1);
    }
}

static void sleep_ms(long ms) {
    struct timespec ts = {ms / 1000, (ms % 1000) * 1000000L};
    nanosleep(&ts, NULL);
}

/* Runs the command at words[0]; returns how many words it used, 0 if bad. */
static int run(char **words, int count) {
    const char *c = words[0];
    long a = count > 1 ? strtol(words[1], NULL, 10) : 0;
    int has_arg = count > 1 && words[1][0] != '\0' && strspn(words[1], "-0123456789") == strlen(words[1]);
    if (strcmp(c, "move") == 0 && count > 2) {
        long x = a, y = strtol(words[2], NULL, 10);
        if (x < 0) x = 0;
        if (y < 0) y = 0;
        if (x > (long)width) x = width;
        if (y > (long)height) y = height;
        wl_proxy_marshal_flags(pointer, MOTION_ABSOLUTE, NULL, 1, 0, now_ms(), (uint32_t)x, (uint32_t)y, width, height);
        send_frame();
        return 3;
    }
    if (strcmp(c, "press") == 0 || strcmp(c, "release") == 0) {
        uint32_t button = has_arg ? (uint32_t)a : 272; /* BTN_LEFT */
        uint32_t state = c[0] == 'p' ? 1 : 0;           /* wl_pointer.button_state */
        wl_proxy_marshal_flags(pointer, BUTTON, NULL, 1, 0, now_ms(), button, state);
        send_frame();
        return has_arg ? 2 : 1;
    }
    if (strcmp(c, "scroll") == 0 && has_arg) {
        /* A wheel: source wheel (0), the vertical axis (0), 15 per notch as
         * libinput reports a mouse wheel, with the notch count. */
        uint32_t t = now_ms();
        wl_proxy_marshal_flags(pointer, AXIS_SOURCE, NULL, 1, 0, 0u);
        wl_proxy_marshal_flags(pointer, AXIS_DISCRETE, NULL, 1, 0, t, 0u, wl_fixed_from_int((int)a * 15), (int32_t)a);
        send_frame();
        return 2;
    }
    if (strcmp(c, "sleep") == 0 && has_arg) {
        sleep_ms(a);
        return 2;
    }
    return 0;
}

/* Runs every command in words; 1 if one was bad. */
static int run_all(char **words, int count) {
    for (int i = 0; i < count;) {
        int used = run(words + i, count - i);
        if (used == 0) {
            fprintf(stderr, "vpointer: bad command at \"%s\"\n", words[i]);
            return 1;
        }
        i += used;
    }
    return 0;
}

int main(int argc, char **argv) {
    int first = 1;
    if (argc > 2 && strcmp(argv[1], "--size") == 0) {
        if (sscanf(argv[2], "%ux%u", &width, &height) != 2 || width == 0 || height == 0) {
            fprintf(stderr, "vpointer: --size takes WxH\n");
            return 2;
        }
        first = 3;
    }
    display = wl_display_connect(NULL);
    if (display == NULL) {
        fprintf(stderr, "vpointer: cannot connect to the Wayland display\n");
        return 1;
    }
    struct wl_registry *registry = wl_display_get_registry(display);
    wl_registry_add_listener(registry, &registry_listener, NULL);
    wl_display_roundtrip(display);
    if (manager == NULL) {
        fprintf(stderr, "vpointer: the compositor has no zwlr_virtual_pointer_manager_v1\n");
        return 1;
    }
    pointer = wl_proxy_marshal_flags(manager, 0, &vp_pointer_interface, 1, 0, seat, NULL);
    wl_display_roundtrip(display);

    int status = 0;
    if (first < argc) {
        status = run_all(argv + first, argc - first);
    } else {
        char line[1024];
        while (fgets(line, sizeof line, stdin) != NULL) {
            char *words[64];
            int count = 0;
            for (char *w = strtok(line, " \t\r\n"); w != NULL && count < 64; w = strtok(NULL, " \t\r\n"))
                words[count++] = w;
            if (count > 0 && run_all(words, count) != 0) status = 1;
        }
    }
    wl_proxy_marshal_flags(pointer, DESTROY, NULL, 1, WL_MARSHAL_FLAG_DESTROY);
    wl_display_roundtrip(display);
    wl_display_disconnect(display);
    return status;
}
