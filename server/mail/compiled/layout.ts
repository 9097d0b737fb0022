// Compiled from ../layout.mjml by `npm run mail:compile`: do not edit. A test fails when it is out of date.

import type { Template } from '../template';

export const paragraph: Template<'text'> = {
  "parts": [
    "\n              <tr>\n                <td\n                   align=\"left\" style=\"font-size:0px;padding:6px 24px;word-break:break-word;\"\n                >\n                  \n      <div\n         style=\"font-family:Arial, Helvetica, sans-serif;font-size:16px;line-height:24px;text-align:left;color:#1c1e21;\"\n      >",
    "</div>\n    \n                </td>\n              </tr>\n            "
  ],
  "slots": [
    "text"
  ]
};

export const link: Template<'intro' | 'url' | 'label' | 'orOpen' | 'address'> = {
  "parts": [
    "\n              <tr>\n                <td\n                   align=\"left\" style=\"font-size:0px;padding:6px 24px;word-break:break-word;\"\n                >\n                  \n      <div\n         style=\"font-family:Arial, Helvetica, sans-serif;font-size:16px;line-height:24px;text-align:left;color:#1c1e21;\"\n      >",
    "</div>\n    \n                </td>\n              </tr>\n            \n              <tr>\n                <td\n                   align=\"left\" class=\"button\" style=\"font-size:0px;padding:10px 25px;word-break:break-word;\"\n                >\n                  \n      <table\n         border=\"0\" cellpadding=\"0\" cellspacing=\"0\" role=\"presentation\" style=\"border-collapse:separate;line-height:100%;\"\n      >\n        <tbody>\n          <tr>\n            <td\n               align=\"center\" bgcolor=\"#0a5a8a\" role=\"presentation\" style=\"border:none;border-radius:6px;cursor:auto;mso-padding-alt:10px 25px;background:#0a5a8a;\" valign=\"middle\"\n            >\n              <a\n                 href=\"",
    "\" style=\"display:inline-block;background:#0a5a8a;color:#ffffff;font-family:Arial, Helvetica, sans-serif;font-size:13px;font-weight:700;line-height:120%;margin:0;text-decoration:none;text-transform:none;padding:10px 25px;mso-padding-alt:0px;border-radius:6px;\" target=\"_blank\"\n              >\n                ",
    "\n              </a>\n            </td>\n          </tr>\n        </tbody>\n      </table>\n    \n                </td>\n              </tr>\n            \n              <tr>\n                <td\n                   align=\"left\" style=\"font-size:0px;padding:6px 24px;word-break:break-word;\"\n                >\n                  \n      <div\n         style=\"font-family:Arial, Helvetica, sans-serif;font-size:14px;line-height:24px;text-align:left;color:#555b61;\"\n      >",
    " <a href=\"",
    "\" style=\"color:#0a5a8a;\">",
    "</a></div>\n    \n                </td>\n              </tr>\n            "
  ],
  "slots": [
    "intro",
    "url",
    "label",
    "orOpen",
    "url",
    "address"
  ]
};

export const group: Template<'pad' | 'label'> = {
  "parts": [
    "<tr><td colspan=\"2\" style=\"padding:10px 8px 2px ",
    "px;font-weight:700;\">",
    "</td></tr>"
  ],
  "slots": [
    "pad",
    "label"
  ]
};

export const pair: Template<'depth' | 'pad' | 'label' | 'value'> = {
  "parts": [
    "<tr class=\"depth-",
    "\"><td class=\"label\" style=\"padding:4px 8px 4px ",
    "px;color:#555b61;vertical-align:top;width:45%;\">",
    "</td><td class=\"value\" style=\"padding:4px 8px;vertical-align:top;\">",
    "</td></tr>"
  ],
  "slots": [
    "depth",
    "pad",
    "label",
    "value"
  ]
};

export const row: Template<'group' | 'pair'> = {
  "parts": [
    "",
    "",
    ""
  ],
  "slots": [
    "group",
    "pair"
  ]
};

export const summary: Template<'intro' | 'row'> = {
  "parts": [
    "\n              <tr>\n                <td\n                   align=\"left\" style=\"font-size:0px;padding:16px 24px 4px;word-break:break-word;\"\n                >\n                  \n      <div\n         style=\"font-family:Arial, Helvetica, sans-serif;font-size:16px;font-weight:700;line-height:24px;text-align:left;color:#1c1e21;\"\n      >",
    "</div>\n    \n                </td>\n              </tr>\n            \n              <tr>\n                <td\n                   align=\"left\" class=\"summary\" style=\"font-size:0px;padding:10px 25px;word-break:break-word;\"\n                >\n                  \n      <table\n         cellpadding=\"0\" cellspacing=\"0\" width=\"100%\" border=\"0\" style=\"color:#1c1e21;font-family:Arial, Helvetica, sans-serif;font-size:14px;line-height:20px;table-layout:fixed;width:100%;border:none;\"\n      >\n        ",
    "\n      </table>\n    \n                </td>\n              </tr>\n            "
  ],
  "slots": [
    "intro",
    "row"
  ]
};

export const page: Template<'locale' | 'heading' | 'logo' | 'greeting' | 'paragraph' | 'link' | 'summary' | 'closing' | 'closingRest' | 'email' | 'tel' | 'phone' | 'footer'> = {
  "parts": [
    "<!doctype html>\n<html lang=\"",
    "\" dir=\"auto\" xmlns=\"http://www.w3.org/1999/xhtml\" xmlns:v=\"urn:schemas-microsoft-com:vml\" xmlns:o=\"urn:schemas-microsoft-com:office:office\">\n  <head>\n    <title>",
    "</title>\n    <!--[if !mso]><!-->\n    <meta http-equiv=\"X-UA-Compatible\" content=\"IE=edge\">\n    <!--<![endif]-->\n    <meta http-equiv=\"Content-Type\" content=\"text/html; charset=UTF-8\">\n    <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n    <style type=\"text/css\">\n      #outlook a { padding:0; }\n      body { margin:0;padding:0;-webkit-text-size-adjust:100%;-ms-text-size-adjust:100%; }\n      table, td { border-collapse:collapse;mso-table-lspace:0pt;mso-table-rspace:0pt; }\n      img { border:0;height:auto;line-height:100%; outline:none;text-decoration:none;-ms-interpolation-mode:bicubic; }\n      p { display:block;margin:13px 0; }\n    </style>\n    <!--[if mso]>\n    <noscript>\n    <xml>\n    <o:OfficeDocumentSettings>\n      <o:AllowPNG/>\n      <o:PixelsPerInch>96</o:PixelsPerInch>\n    </o:OfficeDocumentSettings>\n    </xml>\n    </noscript>\n    <![endif]-->\n    <!--[if lte mso 11]>\n    <style type=\"text/css\">\n      .mj-outlook-group-fix { width:100% !important; }\n    </style>\n    <![endif]-->\n    \n    \n    <style type=\"text/css\">\n      @media only screen and (min-width:480px) {\n        .mj-column-per-100 { width:100% !important; max-width: 100%; }\n      }\n    </style>\n    <style media=\"screen and (min-width:480px)\">\n      .moz-text-html .mj-column-per-100 { width:100% !important; max-width: 100%; }\n    </style>\n    \n    \n  \n    \n    <style type=\"text/css\">\n\n    @media only screen and (max-width:479px) {\n      table.mj-full-width-mobile { width: 100% !important; }\n      td.mj-full-width-mobile { width: auto !important; }\n    }\n  \n    </style>\n     \n    <style type=\"text/css\">\n:root { color-scheme: light dark; supported-color-schemes: light dark; }\n  @media (prefers-color-scheme: dark) {\n    body, .page, .page > table, .card, .card > table { background: #18191a !important; }\n    .card div, .card td, .card p { color: #e4e6eb !important; }\n    .card td.label { color: #b0b3b8 !important; }\n    .card a { color: #7cc4f2 !important; }\n    .button a, .button td { background: #3a8fc6 !important; color: #ffffff !important; }\n  }\n  /* On a phone the label stands above its value: two columns would break words letter by letter. */\n  @media only screen and (max-width: 480px) {\n    .summary table, .summary tbody, .summary tr { display: block !important; width: 100% !important; }\n    .summary td { display: block !important; width: auto !important; }\n    .summary td.label { padding-bottom: 0 !important; }\n    .summary td.value { padding-bottom: 8px !important; }\n    .summary tr.depth-1 td.value { padding-left: 24px !important; }\n    .summary tr.depth-2 td.value { padding-left: 40px !important; }\n    .summary tr.depth-3 td.value { padding-left: 56px !important; }\n  }\n    </style>\n    \n  </head>\n  <body style=\"word-spacing:normal;background-color:#eef2f5;\">\n    \n    \n      <div\n         aria-label=\"",
    "\" aria-roledescription=\"email\" class=\"page\" style=\"background-color:#eef2f5;\" role=\"article\" lang=\"",
    "\" dir=\"auto\"\n      >\n        \n      \n      <!--[if mso | IE]><table align=\"center\" border=\"0\" cellpadding=\"0\" cellspacing=\"0\" class=\"\" role=\"presentation\" style=\"width:600px;\" width=\"600\" ><tr><td style=\"line-height:0px;font-size:0px;mso-line-height-rule:exactly;\"><![endif]-->\n    \n      \n      <div  style=\"margin:0px auto;max-width:600px;\">\n        \n        <table\n           align=\"center\" border=\"0\" cellpadding=\"0\" cellspacing=\"0\" role=\"presentation\" style=\"width:100%;\"\n        >\n          <tbody>\n            <tr>\n              <td\n                 style=\"direction:ltr;font-size:0px;padding:16px 0 8px;text-align:center;\"\n              >\n                <!--[if mso | IE]><table role=\"presentation\" border=\"0\" cellpadding=\"0\" cellspacing=\"0\"><tr><td class=\"\" style=\"vertical-align:top;width:600px;\" ><![endif]-->\n            \n      <div\n         class=\"mj-column-per-100 mj-outlook-group-fix\" style=\"font-size:0px;text-align:left;direction:ltr;display:inline-block;vertical-align:top;width:100%;\"\n      >\n        \n      <table\n         border=\"0\" cellpadding=\"0\" cellspacing=\"0\" role=\"presentation\" style=\"vertical-align:top;\" width=\"100%\"\n      >\n        <tbody>\n          \n              <tr>\n                <td\n                   align=\"left\" style=\"font-size:0px;padding:0 24px;word-break:break-word;\"\n                >\n                  \n      <table\n         border=\"0\" cellpadding=\"0\" cellspacing=\"0\" role=\"presentation\" style=\"border-collapse:collapse;border-spacing:0px;\"\n      >\n        <tbody>\n          <tr>\n            <td  style=\"width:96px;\">\n              \n      <img\n         alt=\"AMN\" src=\"cid:",
    "\" style=\"border:0;display:block;outline:none;text-decoration:none;height:40px;width:100%;font-size:13px;\" width=\"96\" height=\"40\"\n      />\n    \n            </td>\n          </tr>\n        </tbody>\n      </table>\n    \n                </td>\n              </tr>\n            \n        </tbody>\n      </table>\n    \n      </div>\n    \n          <!--[if mso | IE]></td></tr></table><![endif]-->\n              </td>\n            </tr>\n          </tbody>\n        </table>\n        \n      </div>\n    \n      \n      <!--[if mso | IE]></td></tr></table><table align=\"center\" border=\"0\" cellpadding=\"0\" cellspacing=\"0\" class=\"card-outlook\" role=\"presentation\" style=\"width:600px;\" width=\"600\" bgcolor=\"#ffffff\" ><tr><td style=\"line-height:0px;font-size:0px;mso-line-height-rule:exactly;\"><![endif]-->\n    \n      \n      <div  class=\"card\" style=\"background:#ffffff;background-color:#ffffff;margin:0px auto;max-width:600px;\">\n        \n        <table\n           align=\"center\" border=\"0\" cellpadding=\"0\" cellspacing=\"0\" role=\"presentation\" style=\"background:#ffffff;background-color:#ffffff;width:100%;\"\n        >\n          <tbody>\n            <tr>\n              <td\n                 style=\"border-top:4px solid #0a5a8a;direction:ltr;font-size:0px;padding:16px 0;text-align:center;\"\n              >\n                <!--[if mso | IE]><table role=\"presentation\" border=\"0\" cellpadding=\"0\" cellspacing=\"0\"><tr><td class=\"\" style=\"vertical-align:top;width:600px;\" ><![endif]-->\n            \n      <div\n         class=\"mj-column-per-100 mj-outlook-group-fix\" style=\"font-size:0px;text-align:left;direction:ltr;display:inline-block;vertical-align:top;width:100%;\"\n      >\n        \n      <table\n         border=\"0\" cellpadding=\"0\" cellspacing=\"0\" role=\"presentation\" style=\"vertical-align:top;\" width=\"100%\"\n      >\n        <tbody>\n          \n              <tr>\n                <td\n                   align=\"left\" style=\"font-size:0px;padding:8px 24px 12px;word-break:break-word;\"\n                >\n                  \n      <div\n         style=\"font-family:Arial, Helvetica, sans-serif;font-size:22px;font-weight:700;line-height:30px;text-align:left;color:#0a5a8a;\"\n      >",
    "</div>\n    \n                </td>\n              </tr>\n            \n              <tr>\n                <td\n                   align=\"left\" style=\"font-size:0px;padding:6px 24px;word-break:break-word;\"\n                >\n                  \n      <div\n         style=\"font-family:Arial, Helvetica, sans-serif;font-size:16px;line-height:24px;text-align:left;color:#1c1e21;\"\n      >",
    "</div>\n    \n                </td>\n              </tr>\n            ",
    "",
    "",
    "\n              <tr>\n                <td\n                   align=\"left\" style=\"font-size:0px;padding:16px 24px 6px;word-break:break-word;\"\n                >\n                  \n      <div\n         style=\"font-family:Arial, Helvetica, sans-serif;font-size:16px;line-height:24px;text-align:left;color:#1c1e21;\"\n      >",
    "</div>\n    \n                </td>\n              </tr>\n            \n              <tr>\n                <td\n                   align=\"left\" style=\"font-size:0px;padding:6px 24px;word-break:break-word;\"\n                >\n                  \n      <div\n         style=\"font-family:Arial, Helvetica, sans-serif;font-size:16px;line-height:24px;text-align:left;color:#1c1e21;\"\n      >",
    "</div>\n    \n                </td>\n              </tr>\n            \n              <tr>\n                <td\n                   align=\"left\" style=\"font-size:0px;padding:6px 24px;word-break:break-word;\"\n                >\n                  \n      <div\n         style=\"font-family:Arial, Helvetica, sans-serif;font-size:14px;line-height:24px;text-align:left;color:#555b61;\"\n      ><a href=\"mailto:",
    "\" style=\"color:#0a5a8a;\">",
    "</a> · <a href=\"tel:",
    "\" style=\"color:#0a5a8a;\">",
    "</a></div>\n    \n                </td>\n              </tr>\n            \n        </tbody>\n      </table>\n    \n      </div>\n    \n          <!--[if mso | IE]></td></tr></table><![endif]-->\n              </td>\n            </tr>\n          </tbody>\n        </table>\n        \n      </div>\n    \n      \n      <!--[if mso | IE]></td></tr></table><table align=\"center\" border=\"0\" cellpadding=\"0\" cellspacing=\"0\" class=\"\" role=\"presentation\" style=\"width:600px;\" width=\"600\" ><tr><td style=\"line-height:0px;font-size:0px;mso-line-height-rule:exactly;\"><![endif]-->\n    \n      \n      <div  style=\"margin:0px auto;max-width:600px;\">\n        \n        <table\n           align=\"center\" border=\"0\" cellpadding=\"0\" cellspacing=\"0\" role=\"presentation\" style=\"width:100%;\"\n        >\n          <tbody>\n            <tr>\n              <td\n                 style=\"direction:ltr;font-size:0px;padding:8px 0 24px;text-align:center;\"\n              >\n                <!--[if mso | IE]><table role=\"presentation\" border=\"0\" cellpadding=\"0\" cellspacing=\"0\"><tr><td class=\"\" style=\"vertical-align:top;width:600px;\" ><![endif]-->\n            \n      <div\n         class=\"mj-column-per-100 mj-outlook-group-fix\" style=\"font-size:0px;text-align:left;direction:ltr;display:inline-block;vertical-align:top;width:100%;\"\n      >\n        \n      <table\n         border=\"0\" cellpadding=\"0\" cellspacing=\"0\" role=\"presentation\" style=\"vertical-align:top;\" width=\"100%\"\n      >\n        <tbody>\n          \n              <tr>\n                <td\n                   align=\"left\" style=\"font-size:0px;padding:6px 24px;word-break:break-word;\"\n                >\n                  \n      <div\n         style=\"font-family:Arial, Helvetica, sans-serif;font-size:12px;line-height:18px;text-align:left;color:#555b61;\"\n      >",
    "</div>\n    \n                </td>\n              </tr>\n            \n        </tbody>\n      </table>\n    \n      </div>\n    \n          <!--[if mso | IE]></td></tr></table><![endif]-->\n              </td>\n            </tr>\n          </tbody>\n        </table>\n        \n      </div>\n    \n      \n      <!--[if mso | IE]></td></tr></table><![endif]-->\n    \n    \n      </div>\n    \n  </body>\n</html>\n  "
  ],
  "slots": [
    "locale",
    "heading",
    "heading",
    "locale",
    "logo",
    "heading",
    "greeting",
    "paragraph",
    "link",
    "summary",
    "closing",
    "closingRest",
    "email",
    "email",
    "tel",
    "phone",
    "footer"
  ]
};
