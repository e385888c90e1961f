#include <hb.h>
#include <hb-ft.h>

/// hb_ft_font_create_referenced for a face passed untyped: FT_Face reaches Swift through
/// CFreeType, and the two modules' copies of FreeType's headers need not be one type.
static inline hb_font_t *kiosk_hb_ft_font_create(void *face) {
    return hb_ft_font_create_referenced((FT_Face)face);
}
