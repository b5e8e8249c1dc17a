/** Request bodies that break parsers: every call and every webhook must answer them with a 4xx, never a 5xx. */
const BOUNDARY = 'securityBoundary42';
export const hostileBodies: Array<{ name: string; contentType: string; body: string | Blob }> = [
  { name: 'multipart without a boundary', contentType: 'multipart/form-data', body: 'login=x' },
  {
    name: 'multipart with a wrong boundary',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: '--other\r\nContent-Disposition: form-data; name="login"\r\n\r\nx\r\n--other--\r\n',
  },
  {
    name: 'truncated multipart',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="login"\r\n\r\nx`,
  },
  {
    name: 'multipart with a broken part header',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
  },
  {
    name: 'multipart with a file where fields go',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="login"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nabc\r\n--${BOUNDARY}--\r\n`,
  },
  { name: 'urlencoded with broken escapes', contentType: 'application/x-www-form-urlencoded', body: 'login=%E0%A4%A&password=%zz&email=%' },
  {
    name: 'urlencoded with invalid UTF-8',
    contentType: 'application/x-www-form-urlencoded',
    body: new Blob([new Uint8Array([0x6c, 0x6f, 0x67, 0x69, 0x6e, 0x3d, 0xc3, 0x28, 0xff, 0xfe])]),
  },
  {
    name: 'urlencoded with a NUL byte',
    contentType: 'application/x-www-form-urlencoded',
    body: 'login=a%00b&password=secret%00%01&email=x%00%40example.com',
  },
  {
    name: 'JSON with a lone surrogate',
    contentType: 'application/json',
    body: '{"login":"\\ud800","password":"\\udfff\\ud800","name":"\\ud83d"}',
  },
  { name: 'JSON that is not an object', contentType: 'application/json', body: '[1,2,3]' },
  { name: 'broken JSON', contentType: 'application/json', body: '{"login":' },
  { name: 'deeply nested JSON', contentType: 'application/json', body: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { name: 'a huge field', contentType: 'application/x-www-form-urlencoded', body: `login=${'x'.repeat(2 * 1024 * 1024)}` },
  {
    name: 'control characters',
    contentType: 'application/x-www-form-urlencoded',
    body: 'login=%1B%5B31m%07&password=%08%08%08%08%08%08&code=%0D%0A',
  },
  { name: 'a mismatched content type', contentType: 'application/json', body: 'login=x&password=y' },
  { name: 'an unknown content type', contentType: 'application/x-evil', body: 'x' },
];
