/** The media type of the dashboards' spreadsheet exports, which operations declare as their answer. */
export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
