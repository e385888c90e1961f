#include <fribidi.h>

/// FriBidi's paragraph directions and types, which its headers define as macros Swift cannot import.
static const FriBidiParType kiosk_fribidi_par_ltr = FRIBIDI_PAR_LTR;
static const FriBidiParType kiosk_fribidi_par_rtl = FRIBIDI_PAR_RTL;
static const FriBidiParType kiosk_fribidi_par_on = FRIBIDI_PAR_ON;
