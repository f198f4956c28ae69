// The C libraries TextEngine and TrellisRender use: Pango over HarfBuzz and
// fontconfig for text, Cairo for drawing (PNG, PDF, SVG surfaces), librsvg
// for SVG images, zlib for PNG output. Debian: libpango1.0-dev, libcairo2-dev,
// librsvg2-dev, zlib1g-dev.
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

// Pango's GObject casts are macros, which Swift does not import.
static inline PangoFcFontMap *trellis_fc_font_map(PangoFontMap *map) { return (PangoFcFontMap *)map; }
static inline PangoCairoFontMap *trellis_cairo_font_map(PangoFontMap *map) { return (PangoCairoFontMap *)map; }
static inline const int trellis_pango_scale(void) { return PANGO_SCALE; }
