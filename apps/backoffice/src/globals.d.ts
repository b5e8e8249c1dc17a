declare const __NFX_APP__: string;
declare const __NFX_BUILD_LABEL__: string;
