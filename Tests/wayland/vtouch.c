/* vtouch — a touchscreen for a headless Weston, for the touch test
 * (Tests/e2e/touch.sh).
 *
 * Why: neither GTK nor X can make touch events for a test: Xvfb has no
 * touch device, GTK 4 builds no events by hand, and wlroots offers no
 * virtual touch protocol. A Weston module can: it adds a seat with a
 * touchscreen and feeds it what a test writes, so a GTK window on that
 * Weston gets wl_touch events as from a real screen, time stamps included.
 *
 * Load: weston --modules=/path/vtouch.so, with SP_VTOUCH naming a FIFO.
 * Each line written to it is one command, sent as one touch frame:
 *   down X Y   the finger lands at (X, Y), in output pixels
 *   move X Y   it moves there
 *   up         it lifts
 * Timing is the writer's: a long press is a down, a wait and an up.
 *
 * libweston 10 installs no header for these backend calls; they are
 * declared here as libweston 10 exports them. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <libweston/libweston.h>

struct weston_touch_device *weston_touch_create_touch_device(struct weston_touch *touch, const char *syspath,
                                                             void *backend_data, const struct weston_touch_device_ops *ops);
void weston_seat_init(struct weston_seat *seat, struct weston_compositor *ec, const char *seat_name);
void weston_seat_init_touch(struct weston_seat *seat);
void notify_touch_normalized(struct weston_touch_device *device, const struct timespec *time, int touch_id, double x,
                             double y, const struct weston_point2d_device_normalized *norm, int touch_type);
void notify_touch_frame(struct weston_touch_device *device);
int wet_module_init(struct weston_compositor *ec, int *argc, char *argv[]);

static struct {
    struct weston_seat seat;
    struct weston_touch_device *device;
    char line[256];
    size_t used;
} vt;

static void run(const char *line) {
    double x = 0, y = 0;
    int type;
    if (sscanf(line, "down %lf %lf", &x, &y) == 2) type = WL_TOUCH_DOWN;
    else if (sscanf(line, "move %lf %lf", &x, &y) == 2) type = WL_TOUCH_MOTION;
    else if (strncmp(line, "up", 2) == 0) type = WL_TOUCH_UP;
    else {
        weston_log("vtouch: not a command: %s\n", line);
        return;
    }
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    notify_touch_normalized(vt.device, &now, 0, x, y, NULL, type);
    notify_touch_frame(vt.device);
}

static int readable(int fd, uint32_t mask, void *data) {
    (void)mask;
    (void)data;
    for (;;) {
        ssize_t got = read(fd, vt.line + vt.used, sizeof vt.line - 1 - vt.used);
        if (got <= 0) return 0;
        vt.used += (size_t)got;
        vt.line[vt.used] = '\0';
        char *end;
        while ((end = strchr(vt.line, '\n'))) {
            *end = '\0';
            run(vt.line);
            vt.used -= (size_t)(end + 1 - vt.line);
            memmove(vt.line, end + 1, vt.used + 1);
        }
        /* A line longer than the buffer is dropped. */
        if (vt.used == sizeof vt.line - 1) vt.used = 0;
    }
}

int wet_module_init(struct weston_compositor *ec, int *argc, char *argv[]) {
    (void)argc;
    (void)argv;
    const char *path = getenv("SP_VTOUCH");
    /* Read and write: the FIFO then never reads as closed between writers. */
    int fd = path ? open(path, O_RDWR | O_NONBLOCK | O_CLOEXEC) : -1;
    if (fd < 0) {
        weston_log("vtouch: cannot open SP_VTOUCH (%s): %s\n", path ? path : "unset", strerror(errno));
        return -1;
    }
    weston_seat_init(&vt.seat, ec, "vtouch");
    weston_seat_init_touch(&vt.seat);
    vt.device = weston_touch_create_touch_device(vt.seat.touch_state, "vtouch", NULL, NULL);
    if (!vt.device) return -1;
    wl_event_loop_add_fd(wl_display_get_event_loop(ec->wl_display), fd, WL_EVENT_READABLE, readable, NULL);
    weston_log("vtouch: reading %s\n", path);
    return 0;
}
