// The C libraries TextEngine and TrellisRender use: Pango over HarfBuzz and
// fontconfig for text, Cairo for drawing (PNG, PDF, SVG surfaces), librsvg
// for SVG images, zlib for PNG output. Debian: libpango1.0-dev, libcairo2-dev,
// librsvg2-dev, zlib1g-dev.
//
// Pango's headers are reached through `pango`, a link beside this file to
// /usr/include/pango-1.0/pango, because every pkg-config file that names
// Pango's include directory requires gio-2.0, whose gmodule dependency puts
// -pthread into the flags and makes SwiftPM warn on every build of every
// package that depends on Trellis. The other include directories come from
// cairo.pc and harfbuzz.pc (the CTrellisCairo and CTrellisHarfBuzz
// targets), which carry no such flag.
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <harfbuzz/hb.h>
#include <harfbuzz/hb-ot.h>
#include <cairo/cairo.h>
#include <cairo/cairo-pdf.h>
#include <cairo/cairo-svg.h>
#include <zlib.h>

// librsvg's header lives under its own include directory, which pangocairo's
// flags do not name; the few functions used are declared here (librsvg 2.52+).
typedef struct _RsvgHandle RsvgHandle;
typedef struct {
    double x, y, width, height;
} RsvgRectangle;
RsvgHandle *rsvg_handle_new_from_data(const guint8 *data, gsize data_len, GError **error);
gboolean rsvg_handle_get_intrinsic_size_in_pixels(RsvgHandle *handle, gdouble *out_width, gdouble *out_height);
gboolean rsvg_handle_render_document(RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport, GError **error);
void rsvg_handle_set_dpi(RsvgHandle *handle, double dpi);
gboolean rsvg_handle_get_geometry_for_layer(RsvgHandle *handle, const char *id, const RsvgRectangle *viewport, RsvgRectangle *out_ink_rect, RsvgRectangle *out_logical_rect, GError **error);

// gdk-pixbuf, which librsvg links, writes JPEG for UIImage.jpegData; the two
// functions used are declared here, as librsvg's are.
typedef struct _GdkPixbuf GdkPixbuf;
GdkPixbuf *gdk_pixbuf_new_from_data(const guchar *data, int colorspace, gboolean has_alpha, int bits_per_sample,
                                    int width, int height, int rowstride,
                                    void (*destroy_fn)(guchar *pixels, gpointer data), gpointer destroy_fn_data);
gboolean gdk_pixbuf_save_to_bufferv(GdkPixbuf *pixbuf, gchar **buffer, gsize *buffer_size, const char *type,
                                    char **option_keys, char **option_values, GError **error);

// Pango's GObject casts are macros, which Swift does not import (shim.c).
PangoFcFontMap *trellis_fc_font_map(PangoFontMap *map);
PangoCairoFontMap *trellis_cairo_font_map(PangoFontMap *map);
int trellis_pango_scale(void);
