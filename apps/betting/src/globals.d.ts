declare const __NFX_APP__: string;
declare const __NFX_BUILD_LABEL__: string;
/** The folder this build was deployed to (webpack's `publicPath: 'auto'`), where its texts are too. */
declare let __webpack_public_path__: string;
