# Reads the export of study cognition-check (study file version 1.0.0).
# Run it from the export's folder: source("load.R"). The codes below are missing values;
# the codebook (codebook.md) says which is which. Keep them apart with na.strings = NULL.
missing_codes <- c("-91", "-92", "-93", "-94", "-95", "-96", "-97")

