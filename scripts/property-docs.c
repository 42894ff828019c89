/* Writes gtk-doc comments for the GObject properties a library's types
 * install at run time (from the core's option record), for g-ir-scanner:
 *   property-docs LIBRARY TYPE_GET_FUNC… > docs.c
 * A property named on standard input (Type:name, one a line) is
 * documented in the sources already and left out. */
#include <dlfcn.h>
#include <glib-object.h>
#include <stdio.h>
#include <string.h>

static void range(GParamSpec *p, GString *out) {
    if (G_IS_PARAM_SPEC_INT(p)) {
        GParamSpecInt *s = G_PARAM_SPEC_INT(p);
        g_string_append_printf(out, "From %d to %d; %d by default.", s->minimum, s->maximum, s->default_value);
    } else if (G_IS_PARAM_SPEC_UINT(p)) {
        GParamSpecUInt *s = G_PARAM_SPEC_UINT(p);
        g_string_append_printf(out, "From %u to %u; %u by default.", s->minimum, s->maximum, s->default_value);
    } else if (G_IS_PARAM_SPEC_DOUBLE(p)) {
        GParamSpecDouble *s = G_PARAM_SPEC_DOUBLE(p);
        g_string_append_printf(out, "From %g to %g; %g by default.", s->minimum, s->maximum, s->default_value);
    } else if (G_IS_PARAM_SPEC_BOOLEAN(p)) {
        g_string_append_printf(out, "%s by default.", G_PARAM_SPEC_BOOLEAN(p)->default_value ? "%TRUE" : "%FALSE");
    } else if (G_IS_PARAM_SPEC_ENUM(p)) {
        GParamSpecEnum *s = G_PARAM_SPEC_ENUM(p);
        GEnumValue *v = g_enum_get_value(s->enum_class, s->default_value);
        if (v) g_string_append_printf(out, "%%%s by default.", v->value_name);
    }
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: %s LIBRARY TYPE_GET_FUNC…\n", argv[0]);
        return 2;
    }
    void *lib = dlopen(argv[1], RTLD_NOW);
    if (!lib) {
        fprintf(stderr, "%s\n", dlerror());
        return 1;
    }
    GHashTable *skip = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
    char line[256];
    while (fgets(line, sizeof line, stdin)) g_hash_table_add(skip, g_strstrip(g_strdup(line)));
    printf("/* Made by scripts/property-docs.c from the installed properties. */\n");
    for (int i = 2; i < argc; i++) {
        GType (*get_type)(void) = (GType(*)(void))dlsym(lib, argv[i]);
        if (!get_type) {
            fprintf(stderr, "no %s in %s\n", argv[i], argv[1]);
            return 1;
        }
        GType type = get_type();
        GObjectClass *klass = g_type_class_ref(type);
        guint n = 0;
        GParamSpec **specs = g_object_class_list_properties(klass, &n);
        for (guint k = 0; k < n; k++) {
            GParamSpec *p = specs[k];
            char *id = g_strdup_printf("%s:%s", g_type_name(type), p->name);
            const char *blurb = g_param_spec_get_blurb(p);
            if (p->owner_type == type && blurb && *blurb && !g_hash_table_contains(skip, id)) {
                GString *text = g_string_new(blurb);
                if (text->str[text->len - 1] != '.') g_string_append_c(text, '.');
                g_string_append_c(text, ' ');
                range(p, text);
                printf("\n/**\n * %s:\n *\n * %s\n */\n", id, text->str);
                g_string_free(text, TRUE);
            }
            g_free(id);
        }
        g_free(specs);
        g_type_class_unref(klass);
    }
    g_hash_table_unref(skip);
    return 0;
}
