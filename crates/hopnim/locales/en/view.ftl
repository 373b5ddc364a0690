# view
