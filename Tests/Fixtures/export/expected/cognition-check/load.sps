* Reads the export of study cognition-check (study file version 1.0.0).
* Open it from the export's folder (CD to it first); codebook.md explains every code.

