// The web app (Sources/PokeSearchServer/Web) compiled into the server binary
// with C23 #embed, so a copied binary serves the whole app. One entry per
// file: WebAssetsTests fails naming any file of the folder missing here.
#include "CWebAssets.h"

static const unsigned char asset_0[] = {
#embed "../PokeSearchServer/Web/css/app.css"
    , 0
};
static const unsigned char asset_1[] = {
#embed "../PokeSearchServer/Web/css/tokens.css"
    , 0
};
static const unsigned char asset_2[] = {
#embed "../PokeSearchServer/Web/i18n/en.json"
    , 0
};
static const unsigned char asset_3[] = {
#embed "../PokeSearchServer/Web/img/icon.svg"
    , 0
};
static const unsigned char asset_4[] = {
#embed "../PokeSearchServer/Web/index.html"
    , 0
};
static const unsigned char asset_5[] = {
#embed "../PokeSearchServer/Web/js/api.js"
    , 0
};
static const unsigned char asset_6[] = {
#embed "../PokeSearchServer/Web/js/app.js"
    , 0
};
static const unsigned char asset_7[] = {
#embed "../PokeSearchServer/Web/js/auth.js"
    , 0
};
static const unsigned char asset_8[] = {
#embed "../PokeSearchServer/Web/js/backpack.js"
    , 0
};
static const unsigned char asset_9[] = {
#embed "../PokeSearchServer/Web/js/card.js"
    , 0
};
static const unsigned char asset_10[] = {
#embed "../PokeSearchServer/Web/js/detail.js"
    , 0
};
static const unsigned char asset_11[] = {
#embed "../PokeSearchServer/Web/js/dom.js"
    , 0
};
static const unsigned char asset_12[] = {
#embed "../PokeSearchServer/Web/js/encounter.js"
    , 0
};
static const unsigned char asset_13[] = {
#embed "../PokeSearchServer/Web/js/favorites.js"
    , 0
};
static const unsigned char asset_14[] = {
#embed "../PokeSearchServer/Web/js/grid.js"
    , 0
};
static const unsigned char asset_15[] = {
#embed "../PokeSearchServer/Web/js/help.js"
    , 0
};
static const unsigned char asset_16[] = {
#embed "../PokeSearchServer/Web/js/i18n.js"
    , 0
};
static const unsigned char asset_17[] = {
#embed "../PokeSearchServer/Web/js/keyboard.js"
    , 0
};
static const unsigned char asset_18[] = {
#embed "../PokeSearchServer/Web/js/pager.js"
    , 0
};
static const unsigned char asset_19[] = {
#embed "../PokeSearchServer/Web/js/query.js"
    , 0
};
static const unsigned char asset_20[] = {
#embed "../PokeSearchServer/Web/js/router.js"
    , 0
};
static const unsigned char asset_21[] = {
#embed "../PokeSearchServer/Web/js/session.js"
    , 0
};
static const unsigned char asset_22[] = {
#embed "../PokeSearchServer/Web/js/sprite.js"
    , 0
};
static const unsigned char asset_23[] = {
#embed "../PokeSearchServer/Web/js/storage.js"
    , 0
};
static const unsigned char asset_24[] = {
#embed "../PokeSearchServer/Web/js/toast.js"
    , 0
};

static const struct {
    const char *path;
    const unsigned char *bytes;
    size_t length;
} assets[] = {
    { "css/app.css", asset_0, sizeof asset_0 - 1 },
    { "css/tokens.css", asset_1, sizeof asset_1 - 1 },
    { "i18n/en.json", asset_2, sizeof asset_2 - 1 },
    { "img/icon.svg", asset_3, sizeof asset_3 - 1 },
    { "index.html", asset_4, sizeof asset_4 - 1 },
    { "js/api.js", asset_5, sizeof asset_5 - 1 },
    { "js/app.js", asset_6, sizeof asset_6 - 1 },
    { "js/auth.js", asset_7, sizeof asset_7 - 1 },
    { "js/backpack.js", asset_8, sizeof asset_8 - 1 },
    { "js/card.js", asset_9, sizeof asset_9 - 1 },
    { "js/detail.js", asset_10, sizeof asset_10 - 1 },
    { "js/dom.js", asset_11, sizeof asset_11 - 1 },
    { "js/encounter.js", asset_12, sizeof asset_12 - 1 },
    { "js/favorites.js", asset_13, sizeof asset_13 - 1 },
    { "js/grid.js", asset_14, sizeof asset_14 - 1 },
    { "js/help.js", asset_15, sizeof asset_15 - 1 },
    { "js/i18n.js", asset_16, sizeof asset_16 - 1 },
    { "js/keyboard.js", asset_17, sizeof asset_17 - 1 },
    { "js/pager.js", asset_18, sizeof asset_18 - 1 },
    { "js/query.js", asset_19, sizeof asset_19 - 1 },
    { "js/router.js", asset_20, sizeof asset_20 - 1 },
    { "js/session.js", asset_21, sizeof asset_21 - 1 },
    { "js/sprite.js", asset_22, sizeof asset_22 - 1 },
    { "js/storage.js", asset_23, sizeof asset_23 - 1 },
    { "js/toast.js", asset_24, sizeof asset_24 - 1 },
};

size_t pokesearch_web_asset_count(void) {
    return sizeof assets / sizeof assets[0];
}

const char *pokesearch_web_asset_path(size_t index) {
    return index < pokesearch_web_asset_count() ? assets[index].path : 0;
}

pokesearch_web_asset pokesearch_web_asset_bytes(size_t index) {
    pokesearch_web_asset asset = { 0, 0 };
    if (index < pokesearch_web_asset_count()) {
        asset.bytes = assets[index].bytes;
        asset.length = assets[index].length;
    }
    return asset;
}
