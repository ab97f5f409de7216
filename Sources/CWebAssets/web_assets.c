// The web app (Sources/PokeSearchServer/Web) compiled into the server binary
// with C23 #embed, so a copied binary serves the whole app. One entry per
// file, each in one place (its path and its #embed): WebAssetsTests fails
// naming any file of the folder missing here. The files are text (HTML, CSS,
// JS, JSON, SVG), so a terminating 0 gives each its length.
#include <string.h>
#include "CWebAssets.h"

static const struct {
    const char *path;
    const unsigned char *bytes;
} assets[] = {
    { "css/app.css", (const unsigned char[]){
#embed "../PokeSearchServer/Web/css/app.css"
        , 0 } },
    { "css/tokens.css", (const unsigned char[]){
#embed "../PokeSearchServer/Web/css/tokens.css"
        , 0 } },
    { "css/views.css", (const unsigned char[]){
#embed "../PokeSearchServer/Web/css/views.css"
        , 0 } },
    { "i18n/de.json", (const unsigned char[]){
#embed "../PokeSearchServer/Web/i18n/de.json"
        , 0 } },
    { "i18n/en.json", (const unsigned char[]){
#embed "../PokeSearchServer/Web/i18n/en.json"
        , 0 } },
    { "i18n/es-419.json", (const unsigned char[]){
#embed "../PokeSearchServer/Web/i18n/es-419.json"
        , 0 } },
    { "i18n/es.json", (const unsigned char[]){
#embed "../PokeSearchServer/Web/i18n/es.json"
        , 0 } },
    { "i18n/fr.json", (const unsigned char[]){
#embed "../PokeSearchServer/Web/i18n/fr.json"
        , 0 } },
    { "i18n/it.json", (const unsigned char[]){
#embed "../PokeSearchServer/Web/i18n/it.json"
        , 0 } },
    { "i18n/ja-hrkt.json", (const unsigned char[]){
#embed "../PokeSearchServer/Web/i18n/ja-hrkt.json"
        , 0 } },
    { "i18n/ja-roma.json", (const unsigned char[]){
#embed "../PokeSearchServer/Web/i18n/ja-roma.json"
        , 0 } },
    { "i18n/ja.json", (const unsigned char[]){
#embed "../PokeSearchServer/Web/i18n/ja.json"
        , 0 } },
    { "i18n/ko.json", (const unsigned char[]){
#embed "../PokeSearchServer/Web/i18n/ko.json"
        , 0 } },
    { "i18n/views/de.json", (const unsigned char[]){
#embed "../PokeSearchServer/Web/i18n/views/de.json"
        , 0 } },
    { "i18n/views/en.json", (const unsigned char[]){
#embed "../PokeSearchServer/Web/i18n/views/en.json"
        , 0 } },
    { "i18n/views/es-419.json", (const unsigned char[]){
#embed "../PokeSearchServer/Web/i18n/views/es-419.json"
        , 0 } },
    { "i18n/views/es.json", (const unsigned char[]){
#embed "../PokeSearchServer/Web/i18n/views/es.json"
        , 0 } },
    { "i18n/views/fr.json", (const unsigned char[]){
#embed "../PokeSearchServer/Web/i18n/views/fr.json"
        , 0 } },
    { "i18n/views/it.json", (const unsigned char[]){
#embed "../PokeSearchServer/Web/i18n/views/it.json"
        , 0 } },
    { "i18n/views/ja-hrkt.json", (const unsigned char[]){
#embed "../PokeSearchServer/Web/i18n/views/ja-hrkt.json"
        , 0 } },
    { "i18n/views/ja-roma.json", (const unsigned char[]){
#embed "../PokeSearchServer/Web/i18n/views/ja-roma.json"
        , 0 } },
    { "i18n/views/ja.json", (const unsigned char[]){
#embed "../PokeSearchServer/Web/i18n/views/ja.json"
        , 0 } },
    { "i18n/views/ko.json", (const unsigned char[]){
#embed "../PokeSearchServer/Web/i18n/views/ko.json"
        , 0 } },
    { "i18n/views/zh-hans.json", (const unsigned char[]){
#embed "../PokeSearchServer/Web/i18n/views/zh-hans.json"
        , 0 } },
    { "i18n/views/zh-hant.json", (const unsigned char[]){
#embed "../PokeSearchServer/Web/i18n/views/zh-hant.json"
        , 0 } },
    { "i18n/zh-hans.json", (const unsigned char[]){
#embed "../PokeSearchServer/Web/i18n/zh-hans.json"
        , 0 } },
    { "i18n/zh-hant.json", (const unsigned char[]){
#embed "../PokeSearchServer/Web/i18n/zh-hant.json"
        , 0 } },
    { "img/icon.svg", (const unsigned char[]){
#embed "../PokeSearchServer/Web/img/icon.svg"
        , 0 } },
    { "index.html", (const unsigned char[]){
#embed "../PokeSearchServer/Web/index.html"
        , 0 } },
    { "js/api.js", (const unsigned char[]){
#embed "../PokeSearchServer/Web/js/api.js"
        , 0 } },
    { "js/app.js", (const unsigned char[]){
#embed "../PokeSearchServer/Web/js/app.js"
        , 0 } },
    { "js/auth.js", (const unsigned char[]){
#embed "../PokeSearchServer/Web/js/auth.js"
        , 0 } },
    { "js/backpack.js", (const unsigned char[]){
#embed "../PokeSearchServer/Web/js/backpack.js"
        , 0 } },
    { "js/card.js", (const unsigned char[]){
#embed "../PokeSearchServer/Web/js/card.js"
        , 0 } },
    { "js/detail.js", (const unsigned char[]){
#embed "../PokeSearchServer/Web/js/detail.js"
        , 0 } },
    { "js/dom.js", (const unsigned char[]){
#embed "../PokeSearchServer/Web/js/dom.js"
        , 0 } },
    { "js/encounter.js", (const unsigned char[]){
#embed "../PokeSearchServer/Web/js/encounter.js"
        , 0 } },
    { "js/entity-kinds.js", (const unsigned char[]){
#embed "../PokeSearchServer/Web/js/entity-kinds.js"
        , 0 } },
    { "js/entity.js", (const unsigned char[]){
#embed "../PokeSearchServer/Web/js/entity.js"
        , 0 } },
    { "js/favorites.js", (const unsigned char[]){
#embed "../PokeSearchServer/Web/js/favorites.js"
        , 0 } },
    { "js/grid.js", (const unsigned char[]){
#embed "../PokeSearchServer/Web/js/grid.js"
        , 0 } },
    { "js/help.js", (const unsigned char[]){
#embed "../PokeSearchServer/Web/js/help.js"
        , 0 } },
    { "js/i18n.js", (const unsigned char[]){
#embed "../PokeSearchServer/Web/js/i18n.js"
        , 0 } },
    { "js/keyboard.js", (const unsigned char[]){
#embed "../PokeSearchServer/Web/js/keyboard.js"
        , 0 } },
    { "js/pager.js", (const unsigned char[]){
#embed "../PokeSearchServer/Web/js/pager.js"
        , 0 } },
    { "js/pages.js", (const unsigned char[]){
#embed "../PokeSearchServer/Web/js/pages.js"
        , 0 } },
    { "js/panels.js", (const unsigned char[]){
#embed "../PokeSearchServer/Web/js/panels.js"
        , 0 } },
    { "js/query.js", (const unsigned char[]){
#embed "../PokeSearchServer/Web/js/query.js"
        , 0 } },
    { "js/router.js", (const unsigned char[]){
#embed "../PokeSearchServer/Web/js/router.js"
        , 0 } },
    { "js/search-view.js", (const unsigned char[]){
#embed "../PokeSearchServer/Web/js/search-view.js"
        , 0 } },
    { "js/session.js", (const unsigned char[]){
#embed "../PokeSearchServer/Web/js/session.js"
        , 0 } },
    { "js/sprite.js", (const unsigned char[]){
#embed "../PokeSearchServer/Web/js/sprite.js"
        , 0 } },
    { "js/storage.js", (const unsigned char[]){
#embed "../PokeSearchServer/Web/js/storage.js"
        , 0 } },
    { "js/terms.js", (const unsigned char[]){
#embed "../PokeSearchServer/Web/js/terms.js"
        , 0 } },
    { "js/toast.js", (const unsigned char[]){
#embed "../PokeSearchServer/Web/js/toast.js"
        , 0 } },
    { "js/type-chart.js", (const unsigned char[]){
#embed "../PokeSearchServer/Web/js/type-chart.js"
        , 0 } },
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
        asset.length = strlen((const char *)assets[index].bytes);
    }
    return asset;
}
