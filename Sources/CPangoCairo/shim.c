// What Swift cannot import from Pango's headers, as functions. They are
// here rather than inline in shim.h because a C target needs a source file.
#include "shim.h"

PangoFcFontMap *trellis_fc_font_map(PangoFontMap *map) { return (PangoFcFontMap *)map; }

PangoCairoFontMap *trellis_cairo_font_map(PangoFontMap *map) { return (PangoCairoFontMap *)map; }

int trellis_pango_scale(void) { return PANGO_SCALE; }
